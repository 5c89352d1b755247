import { NameResolutionError } from '@walletport/blockchain-api'
import { BaseError, type BaseErrorType } from '../../errors/base.js'
import type {
  DataSourceMethodMissingErrorType,
  NameResolutionErrorType,
} from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { Kit } from '../../kit/types.js'
import { getAccountKey, requireAccount } from '../requireAccount.js'
import { requireDataSource } from '../requireDataSource.js'

export type SetSendReceiverParameters = {
  /** an address, or a name such as `alice.reown.id` (eip155) */
  receiver: string
  /** abandons a resolution the user typed past: nothing is written once it is aborted */
  signal?: AbortSignal
}
export type SetSendReceiverReturnType = {
  /** the address to send to, as typed or as the name resolved */
  address: string | undefined
  name?: string
  avatar?: string
}
export type SetSendReceiverErrorType =
  | NameResolutionErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

// names are registered on eip155 only; they carry a dot, addresses never do
const looksLikeName = (value: string) => /^[^\s.]+(\.[^\s.]+)+$/.test(value)

/**
 * Docs: /core/actions/setSendReceiver. Sets who receives a send. An address of the active
 * namespace is taken as it is. On eip155 a name is resolved through the data source: its
 * address becomes the receiver and its name and avatar the receiver profile; a name nobody
 * registered, or a failed lookup, clears the receiver and throws 'Error resolving name'.
 * Anything else is kept as typed, for validation to report.
 */
export async function setSendReceiver(
  kit: Kit,
  { receiver, signal }: SetSendReceiverParameters,
): Promise<SetSendReceiverReturnType> {
  const { namespace, network, adapter, key } = requireAccount(kit)
  const { send } = kit._internal
  const value = receiver.trim()
  const cleared = { receiverProfileName: undefined, receiverProfileImageUrl: undefined }
  if (!value || safely(() => adapter.isAddress(value, network)) || namespace !== 'eip155') {
    send.update({ receiverAddress: value || undefined, ...cleared })
    return { address: value || undefined }
  }
  if (!looksLikeName(value)) {
    send.update({ receiverAddress: value, ...cleared })
    return { address: value }
  }
  const source = requireDataSource(kit, 'resolveName')
  // the old receiver must not be sent to while the name resolves
  send.update({ receiverAddress: undefined, ...cleared })
  let resolved: Awaited<ReturnType<typeof source.resolveName>>
  try {
    resolved = await source.resolveName({ name: value, network, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw error instanceof NameResolutionError ? error : new NameResolutionError({ cause: error })
  }
  const address = resolved?.address
  if (!resolved || !address || !safely(() => adapter.isAddress(address, network)))
    throw new NameResolutionError({
      cause: new BaseError('The name has no address on this network', {
        metaMessages: [`Name: ${value}`],
      }),
    })
  if (signal?.aborted || getAccountKey(kit) !== key) return { address }
  send.update({
    receiverAddress: address,
    receiverProfileName: resolved.name,
    receiverProfileImageUrl: resolved.avatar,
  })
  return { address, name: resolved.name, ...(resolved.avatar ? { avatar: resolved.avatar } : {}) }
}

// an adapter's address rule is outside code: a throw means not an address
function safely(check: () => boolean): boolean {
  try {
    return check()
  } catch {
    return false
  }
}
