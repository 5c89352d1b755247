import type { SendTransactionActionParameters } from '../../actions/sendTransaction.js'
import { InvalidAddressError } from '../../errors/rules.js'
import type { ChainAdapter } from '../../types/adapter.js'
import type { Network } from '../../types/network.js'
import { parseEvenLengthHex } from '../../utils/isEvenLengthHex.js'
import { isReceiverAddress } from '../send/isReceiverAddress.js'
import { parseBaseUnits } from './parseBaseUnits.js'

/**
 * A transaction the swap service built, checked before the wallet sees it: the target an
 * address by the adapter's send rule, the data whole bytes, the value, gas and gas price
 * whole numbers.
 */
export function toTransactionRequest(
  tx: {
    to: string
    data: string
    value: string
    eip155: { gas?: string | undefined; gasPrice?: string | undefined }
  },
  { adapter, network }: { adapter: ChainAdapter; network: Network },
): SendTransactionActionParameters {
  const { gas, gasPrice } = tx.eip155
  if (typeof tx.to !== 'string' || !isReceiverAddress(adapter, tx.to, network))
    throw new InvalidAddressError({
      value: tx.to,
      namespace: network.chainNamespace,
      expected: 'an address that can receive a send',
    })
  return {
    to: tx.to,
    data: parseEvenLengthHex(tx.data),
    value: parseBaseUnits(tx.value),
    // without them (an approval of some service versions) the wallet estimates
    ...(gas !== undefined && { gas: parseBaseUnits(gas) }),
    ...(gasPrice !== undefined && { gasPrice: parseBaseUnits(gasPrice) }),
  }
}
