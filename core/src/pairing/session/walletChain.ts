import type { CaipNetworkId } from '../../types/caip.js'
import type { Network } from '../../types/network.js'

/** what walletChain reads of universal-provider: the accounts its session approved */
export type ApprovedAccounts = {
  session?: { namespaces: Record<string, { accounts: readonly string[] }> } | undefined
}

/**
 * The id the wallet approved for a network: Solana wallets may still use a cluster's
 * deprecated id, which requests must then carry.
 */
export function walletChain(
  instance: ApprovedAccounts,
  networks: readonly Network[],
  networkId: CaipNetworkId,
): string {
  const approved = Object.values(instance.session?.namespaces ?? {}).flatMap((entry) =>
    entry.accounts.map((account) => account.slice(0, account.lastIndexOf(':'))),
  )
  if (approved.includes(networkId)) return networkId
  const deprecated = networks.find((n) => n.caipNetworkId === networkId)?.deprecatedCaipNetworkId
  return deprecated && approved.includes(deprecated) ? deprecated : networkId
}
