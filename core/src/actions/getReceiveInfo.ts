import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import { requireAccount } from '../features/requireAccount.js'
import type { Kit } from '../kit/types.js'
import type { CaipAddress, ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'

export type GetReceiveInfoReturnType = {
  namespace: ChainNamespace
  /** the address to show as text and QR code, and to copy */
  address: string
  caipAddress: CaipAddress
  network: Network
  /** the configured networks of the namespace this address can receive on, the active first */
  networks: readonly Network[]
}
export type GetReceiveInfoErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType

/**
 * Docs: /core/actions/getReceiveInfo. What a receive view shows: the active address and the
 * networks of the active namespace it is valid on, by the adapter's address rule per network
 * (a Bitcoin mainnet address is not a testnet one).
 */
export function getReceiveInfo(kit: Kit): GetReceiveInfoReturnType {
  const { namespace, address, network, adapter } = requireAccount(kit)
  const configured = kit._internal.chains.get(namespace)?.networks ?? []
  const valid = (n: Network) => {
    try {
      return adapter.isAddress(address, n)
    } catch {
      return false
    }
  }
  const networks = [
    network,
    ...configured.filter((n) => n.caipNetworkId !== network.caipNetworkId),
  ].filter(valid)
  return {
    namespace,
    address,
    caipAddress: `${network.caipNetworkId}:${address}`,
    network,
    networks,
  }
}
