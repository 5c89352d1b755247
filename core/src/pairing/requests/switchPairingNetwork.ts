import { ChainNotSupportedError } from '../../errors/send.js'
import type { CaipNetworkId } from '../../types/caip.js'
import type { PairingState } from '../client/createPairingState.js'
import { setPairingChain } from '../session/setPairingChain.js'
import { toPairingError } from '../toPairingError.js'
import { requireNetwork } from './requireNamespace.js'

/**
 * Moves the session to a network: at once if the wallet approved it; else an EVM wallet is
 * asked to switch; other namespaces cannot reach a network outside their session.
 */
export async function switchPairingNetwork(
  state: PairingState,
  { networkId }: { networkId: CaipNetworkId },
): Promise<void> {
  const { instance, entry } = requireNetwork(state, networkId)
  if (entry.chains.includes(networkId)) return setPairingChain(state, entry.namespace, networkId)
  const reference = networkId.slice(networkId.indexOf(':') + 1)
  if (entry.namespace !== 'eip155' || !/^\d+$/.test(reference))
    throw new ChainNotSupportedError({ metaMessages: [`Network: ${networkId}`] })
  try {
    await instance.request(
      {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${BigInt(reference).toString(16)}` }],
      },
      entry.activeNetworkId,
    )
  } catch (error) {
    throw toPairingError(error)
  }
  setPairingChain(state, entry.namespace, networkId)
}
