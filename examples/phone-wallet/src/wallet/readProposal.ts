import type { WalletKitTypes } from '@reown/walletkit'
import { BITCOIN_REGTEST } from './otherChainSigners.js'
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
  /** the requested Solana chains (any cluster) and Bitcoin regtest: accounts of their own */
  otherChains: string[]
  /** requested namespaces this wallet has no account in */
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
  const otherChains = requestedChains.filter(isOtherChain)
  const shared = new Set(['eip155', ...otherChains.map((chain) => chain.split(':')[0])])
  const otherNamespaces = [
    ...new Set(all.map((entry) => entry.namespace).filter((n) => !shared.has(n))),
  ]
  const cannotApprove =
    supportedChains.length + otherChains.length === 0 ||
    required.some((entry) =>
      entry.namespace !== 'eip155'
        ? entry.chain === undefined || !isOtherChain(entry.chain)
        : entry.chain !== undefined && !known.has(entry.chain as WalletChain['caipId']),
    )
  const metadata = params.proposer?.metadata
  return {
    id,
    dapp: { name: metadata?.name || 'An unnamed site', url: metadata?.url ?? '' },
    requestedChains,
    supportedChains,
    otherChains,
    otherNamespaces,
    cannotApprove,
  }
}

/** A non-EVM chain this wallet has an account on: any Solana cluster, Bitcoin regtest. */
function isOtherChain(chain: string): boolean {
  return /^solana:[1-9A-HJ-NP-Za-km-z]{1,44}$/.test(chain) || chain === BITCOIN_REGTEST
}
