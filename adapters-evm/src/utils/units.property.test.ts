import { formatUnits } from '@walletport/core'
import { big, num, onlyTypedErrors, text } from '@walletport/core/test'
import fc from 'fast-check'
import { parseUnits } from './parseUnits.js'

// issue 15, item 6: any amount and decimals give a result or InvalidUnitsError
onlyTypedErrors('formatUnits', fc.tuple(big, num), formatUnits)
onlyTypedErrors('parseUnits', fc.tuple(text, num), parseUnits)
