import type { Network } from '@walletport/core'
import { WagmiChainsMismatchError } from '../errors/errors.js'

/**
 * The mismatch between a wagmi config's chains and the kit's EVM networks, or undefined when
 * both serve the same chain ids (order and names may differ).
 */
export function checkChains({
  chains,
  networks,
}: {
  chains: readonly { id: number; name: string }[]
  networks: readonly Network[]
}): WagmiChainsMismatchError | undefined {
  const kitIds = new Set(networks.map((n) => Number(n.id)))
  const wagmiIds = new Set(chains.map((c) => c.id))
  const missingInKit = chains.filter((c) => !kitIds.has(c.id))
  const missingInWagmi = networks.filter((n) => !wagmiIds.has(Number(n.id)))
  if (!missingInKit.length && !missingInWagmi.length) return undefined
  return new WagmiChainsMismatchError({
    missingInKit: missingInKit.map(({ id, name }) => ({ id, name })),
    missingInWagmi: missingInWagmi.map(({ id, name }) => ({ id, name })),
  })
}
