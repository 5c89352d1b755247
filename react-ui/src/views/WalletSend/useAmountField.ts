import { useStore } from '@nanostores/react'
import { getMaxSendAmount, type SendState, setSendAmount } from '@walletport/core'
import { useState } from 'react'
import { formatFiat } from '../../format/formatFiat.js'
import { formatTokenAmount } from '../../format/formatTokenAmount.js'
import { isDecimalString } from '../../format/isDecimalString.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

/**
 * The amount field's state: typed in the token or in USD (when the token has a price), the
 * other currency's value, and Max (core's getMaxSendAmount: a token's whole balance, or the
 * native balance less the network fee; only where core can tell the fee).
 */
export function useAmountField(send: SendState) {
  const { kit } = useKitContext()
  const { locale } = useMessages()
  const network = useStore(kit.$activeNetwork)
  const { token, sendTokenAmount } = send
  const price = token?.price ?? 0
  const [fiat, setFiat] = useState<string | undefined>()
  const [fiatError, setFiatError] = useState(false)
  const inFiat = fiat !== undefined && price > 0
  const amount = sendTokenAmount ?? ''
  const symbol = token?.symbol ?? ''

  function onChange(value: string) {
    if (!inFiat) {
      setSendAmount(kit, { amount: value })
      return
    }
    setFiat(value)
    try {
      setSendAmount(kit, { amount: value, currency: 'fiat' })
      setFiatError(false)
    } catch {
      // a fiat amount that is not a number leaves core's amount as it was
      setFiatError(value !== '')
      if (value === '') setSendAmount(kit, { amount: undefined })
    }
  }

  function toggleCurrency() {
    setFiatError(false)
    setFiat(inFiat ? undefined : isDecimalString(amount) ? (Number(amount) * price).toFixed(2) : '')
  }

  async function fillMax() {
    try {
      const max = await getMaxSendAmount(kit)
      if (max === undefined) return
      // the most is a token amount: the field shows it in the token
      setFiat(undefined)
      setFiatError(false)
      setSendAmount(kit, { amount: max })
    } catch (error) {
      kit.log.warn('the most that can be sent could not be worked out', error)
    }
  }

  const other = inFiat
    ? amount && `${formatTokenAmount(amount, locale)} ${symbol}`
    : isDecimalString(amount) && price > 0
      ? formatFiat(Number(amount) * price, locale)
      : ''
  // a native send needs the fee, which core estimates on eip155 only
  const canMax = Boolean(token) && (Boolean(token?.address) || network.chainNamespace === 'eip155')
  return {
    inFiat,
    fiat,
    fiatError,
    amount,
    symbol,
    price,
    other,
    canMax,
    onChange,
    toggleCurrency,
    fillMax,
  }
}
