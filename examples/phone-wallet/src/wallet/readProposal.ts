import type { WalletKitTypes } from '@reown/walletkit'
import type { WalletChain } from './phoneWalletChains.js'

type ProposalParams = WalletKitTypes.SessionProposal['params']
type NamespaceMap = Record<string, { chains?: string[] } | undefined>

/** What the wallet shows of a session proposal and what it can approve of it. */
export type ProposalSummary = {
  id: number
  dapp: { name: string; url: string }
  /** every chain the dapp asked for, required or optional, in its order */
  requestedChains: string[]
  /** the requested chains this wallet has a node for, in the dapp's order */
  supportedChains: WalletChain['caipId'][]
  /** requested namespaces other than eip155: this wallet has no account there */
  otherNamespaces: string[]
  /** true when a namespace the dapp requires cannot be approved */
  cannotApprove: boolean
}

/** Chains of a namespace map, taking both `{ eip155: { chains } }` and `{ 'eip155:1': {} }`. */
function chainsOf(map: NamespaceMap | undefined): { namespace: string; chain?: string }[] {
  return Object.entries(map ?? {}).flatMap(([key, value]) => {
    const namespace = key.split(':')[0] ?? key
    if (key.includes(':')) return [{ namespace, chain: key }]
    const chains = Array.isArray(value?.chains) ? value.chains : []
    return chains.length ? chains.map((chain) => ({ namespace, chain })) : [{ namespace }]
  })
}

/** Reads a proposal for the approval screen; never throws on odd input. */
export function readProposal(
  id: number,
  params: ProposalParams,
  chains: readonly WalletChain[],
): ProposalSummary {
  const required = chainsOf(params.requiredNamespaces as NamespaceMap)
  const optional = chainsOf(params.optionalNamespaces as NamespaceMap | undefined)
  const all = [...required, ...optional]
  const requestedChains = [...new Set(all.flatMap((entry) => (entry.chain ? [entry.chain] : [])))]
  const known = new Set(chains.map((entry) => entry.caipId))
  const supportedChains = requestedChains.filter((chain): chain is WalletChain['caipId'] =>
    known.has(chain as WalletChain['caipId']),
  )
  const otherNamespaces = [
    ...new Set(all.map((entry) => entry.namespace).filter((n) => n !== 'eip155')),
  ]
  const cannotApprove =
    supportedChains.length === 0 ||
    required.some((entry) =>
      entry.namespace !== 'eip155'
        ? true
        : entry.chain !== undefined && !known.has(entry.chain as WalletChain['caipId']),
    )
  const metadata = params.proposer?.metadata
  return {
    id,
    dapp: { name: metadata?.name || 'An unnamed site', url: metadata?.url ?? '' },
    requestedChains,
    supportedChains,
    otherNamespaces,
    cannotApprove,
  }
}
