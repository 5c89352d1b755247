import type { SendTransactionActionParameters } from '../../actions/sendTransaction.js'
import { parseEvenLengthHex } from '../../utils/isEvenLengthHex.js'
import { parseEip155SendAddress } from '../../utils/parseEip155SendAddress.js'
import { parseBaseUnits } from './parseBaseUnits.js'

/**
 * A transaction the swap service built, checked before the wallet sees it: the target an
 * address, the data whole bytes, the value, gas and gas price whole numbers.
 */
export function toTransactionRequest(tx: {
  to: string
  data: string
  value: string
  eip155: { gas?: string | undefined; gasPrice?: string | undefined }
}): SendTransactionActionParameters {
  const { gas, gasPrice } = tx.eip155
  return {
    to: parseEip155SendAddress(tx.to),
    data: parseEvenLengthHex(tx.data),
    value: parseBaseUnits(tx.value),
    // without them (an approval of some service versions) the wallet estimates
    ...(gas !== undefined && { gas: parseBaseUnits(gas) }),
    ...(gasPrice !== undefined && { gasPrice: parseBaseUnits(gasPrice) }),
  }
}
