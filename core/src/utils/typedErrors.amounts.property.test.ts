import fc from 'fast-check'
import { mockAdapter } from '../adapter/mockAdapter.js'
import { formatUnits, parseUnits } from '../adapter/mockUnits.js'
import { amount, anything, big, num, one, onlyTypedErrors, text } from '../test/onlyTypedErrors.js'
import { compareDecimals } from './compareDecimals.js'
import { convertFiatToToken } from './convertFiatToToken.js'
import { convertTokenToFiat } from './convertTokenToFiat.js'
import { formatAddressForDisplay } from './formatAddressForDisplay.js'
import { formatBalance } from './formatBalance.js'
import { formatDecimal } from './formatDecimal.js'
import { formatFiat } from './formatFiat.js'
import { formatRelativeTime } from './formatRelativeTime.js'
import { getMinimumReceived } from './getMinimumReceived.js'
import { getOnrampFeeRange } from './getOnrampFeeRange.js'
import { getRelativeTime } from './getRelativeTime.js'
import { isSendAmount } from './isSendAmount.js'
import { isDecimal, parseDecimal } from './parseDecimal.js'
import { trimTrailingZeros } from './trimTrailingZeros.js'

// issue 15, item 6: see ./test/onlyTypedErrors.ts
onlyTypedErrors('compareDecimals', fc.tuple(amount, amount), compareDecimals)
onlyTypedErrors(
  'compareDecimals (Decimal objects)',
  fc.tuple(fc.record({ value: big, decimals: num }), amount),
  compareDecimals,
)
onlyTypedErrors('convertFiatToToken', fc.tuple(text, num, num), convertFiatToToken)
onlyTypedErrors('convertTokenToFiat', fc.tuple(text, num), convertTokenToFiat)
onlyTypedErrors('formatAddressForDisplay', one(text), formatAddressForDisplay)
onlyTypedErrors('formatBalance', one(amount), formatBalance)
onlyTypedErrors(
  'formatDecimal',
  fc.tuple(amount, fc.record({ decimals: num, rounding: fc.constantFrom('trunc', 'halfExpand') })),
  (value, options) => formatDecimal(value, options as Parameters<typeof formatDecimal>[1]),
)
onlyTypedErrors('formatFiat', one(amount), formatFiat)
onlyTypedErrors(
  'formatRelativeTime',
  fc.tuple(
    fc.oneof(text, num, fc.date({ noInvalidDate: false })),
    fc.option(num, { nil: undefined }),
  ),
  formatRelativeTime,
)
onlyTypedErrors(
  'getRelativeTime',
  fc.tuple(
    fc.oneof(text, num, fc.date({ noInvalidDate: false })),
    fc.option(num, { nil: undefined }),
  ),
  getRelativeTime,
)
onlyTypedErrors('getMinimumReceived', fc.tuple(big, num), getMinimumReceived)
onlyTypedErrors('getOnrampFeeRange', one(text), getOnrampFeeRange)
onlyTypedErrors(
  'isSendAmount',
  fc.tuple(anything, fc.option(num, { nil: undefined })),
  isSendAmount,
)
onlyTypedErrors('parseDecimal', one(amount), parseDecimal)
onlyTypedErrors('isDecimal', one(anything), isDecimal)
onlyTypedErrors('trimTrailingZeros', one(text), trimTrailingZeros)
onlyTypedErrors('formatUnits (mock)', fc.tuple(big, num), formatUnits)
onlyTypedErrors('parseUnits (mock)', fc.tuple(text, num), parseUnits)
onlyTypedErrors(
  'mockAdapter().parseUnits and formatUnits',
  fc.tuple(text, big, num),
  (value, units, decimals) => {
    const adapter = mockAdapter({ namespace: 'eip155', accounts: [] })
    adapter.formatUnits(units, decimals)
    return adapter.parseUnits(value, decimals)
  },
)
