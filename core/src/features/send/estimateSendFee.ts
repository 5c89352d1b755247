import type { BaseErrorType } from '../../errors/base.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { ProviderRpcErrorType } from '../../errors/ProviderRpcError.js'
import type { Kit } from '../../kit/types.js'
import { findNativeBalance } from '../findNativeBalance.js'
import { getAccountKey, requireAccount } from '../requireAccount.js'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'
import { readSendForm } from './readSendForm.js'

/** undefined fields where the fee cannot be estimated (off eip155, or no price) */
export type EstimateSendFeeReturnType = {
  /** wei per gas: the max fee per gas, or the legacy gas price */
  gasPrice: bigint | undefined
  /** the whole send's fee in USD */
  gasPriceInUSD: number | undefined
}
export type EstimateSendFeeErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | ProviderRpcErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/estimateSendFee. Estimates what the send form's transaction costs in
 * fees and writes it to the send state as `gasPrice` and `gasPriceInUSD`, which the
 * insufficient-gas rule compares with the network balance. eip155 only, with an adapter that
 * estimates gas and fees; elsewhere both are undefined. While the form is incomplete, a
 * transfer of nothing to the sender is estimated instead.
 */
export async function estimateSendFee(kit: Kit): Promise<EstimateSendFeeReturnType> {
  const account = requireAccount(kit)
  const { namespace, address, network, adapter, key } = account
  const { estimateGas, estimateFees } = adapter.capabilities
  const { send, chains } = kit._internal
  if (namespace !== 'eip155' || !estimateGas || !estimateFees)
    return { gasPrice: undefined, gasPriceInUSD: undefined }
  const state = send.$store.get()
  const form = readSendForm(state, account)
  const to = form.receiver ?? address
  const units = form.amount ? adapter.parseUnits(form.amount, form.decimals) : 0n
  const [gas, fees] = await Promise.all([
    form.token
      ? estimateGas({
          network,
          from: address,
          to: form.token.address,
          data: encodeErc20Transfer(to, units),
        })
      : estimateGas({ network, from: address, to, value: units }),
    estimateFees({ network }),
  ])
  const gasPrice = fees.type === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice
  const native =
    findNativeBalance(state.tokenBalances, network) ??
    findNativeBalance(chains.get(namespace)?.account.tokenBalance ?? [], network)
  const cost = Number(adapter.formatUnits(gas * gasPrice, network.nativeCurrency.decimals))
  const gasPriceInUSD = native?.price ? cost * native.price : undefined
  if (getAccountKey(kit) === key) send.update({ gasPrice, gasPriceInUSD })
  return { gasPrice, gasPriceInUSD }
}
