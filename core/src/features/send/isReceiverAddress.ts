import type { ChainAdapter } from '../../types/adapter.js'
import type { Network } from '../../types/network.js'

/**
 * Whether an address may receive a send on a network, by the adapter's rule: its stricter
 * `isSendAddress` where it has one (eip155 checks the checksum), else its `isAddress`.
 */
export function isReceiverAddress(
  adapter: Pick<ChainAdapter, 'isAddress' | 'isSendAddress'>,
  address: string,
  network: Network,
): boolean {
  return adapter.isSendAddress
    ? adapter.isSendAddress(address, network)
    : adapter.isAddress(address, network)
}
