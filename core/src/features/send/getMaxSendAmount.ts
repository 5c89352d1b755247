import type { Kit } from '../../kit/types.js'
import { requireAccount } from '../requireAccount.js'
import { readSendForm } from './readSendForm.js'

export type GetMaxSendAmountReturnType = string | undefined

/**
 * Docs: /core/actions/getMaxSendAmount. The most the send form's token can send: a token's
 * whole balance (its fee is paid in the native currency), or the native balance less the fee
 * of a plain transfer at the network's max fee per gas, never below 0. Undefined without a
 * token, or for a native send where the adapter cannot estimate the fee (off eip155): a Max
 * that might leave too little for the fee is not offered.
 */
export async function getMaxSendAmount(kit: Kit): Promise<GetMaxSendAmountReturnType> {
  const account = requireAccount(kit)
  const { namespace, address, network, adapter } = account
  const state = kit._internal.send.$store.get()
  const { token } = state
  if (!token) return undefined
  if (token.address) return token.quantity.numeric
  const { estimateGas, estimateFees } = adapter.capabilities
  if (namespace !== 'eip155' || !estimateGas || !estimateFees) return undefined
  const form = readSendForm(state, account)
  const decimals = network.nativeCurrency.decimals
  const [gas, fees] = await Promise.all([
    estimateGas({ network, from: address, to: form.receiver ?? address, value: 0n }),
    estimateFees({ network }),
  ])
  const perGas = fees.type === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice
  const balance = adapter.parseUnits(token.quantity.numeric, decimals)
  const left = balance - gas * perGas
  return adapter.formatUnits(left > 0n ? left : 0n, decimals)
}
