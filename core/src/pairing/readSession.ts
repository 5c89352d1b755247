import * as v from 'valibot'
import type { Account, AccountType } from '../types/account.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'
import type { PairingNamespace, PairingSession } from '../types/pairing.js'
import { isChainNamespace, parseCaipAddress } from '../utils/parseCaipAddress.js'
import { isCaipNetworkId } from '../utils/parseCaipNetworkId.js'

const NamespaceSchema = v.object({
  accounts: v.array(v.string()),
  methods: v.optional(v.array(v.string()), []),
  events: v.optional(v.array(v.string()), []),
  chains: v.optional(v.array(v.string()), []),
})

/** The parts of a WalletConnect session struct the kit reads; the wallet wrote most of it. */
export const SessionSchema = v.object({
  topic: v.string(),
  /** seconds since the epoch */
  expiry: v.number(),
  namespaces: v.record(v.string(), NamespaceSchema),
  peer: v.object({
    metadata: v.object({
      name: v.string(),
      description: v.optional(v.string(), ''),
      url: v.optional(v.string(), ''),
      icons: v.optional(v.array(v.string()), []),
    }),
  }),
})

// wallets reached by pairing are plain accounts; bitcoin's first address is the payment one
const ACCOUNT_TYPES: Record<ChainNamespace, AccountType> = {
  eip155: 'eoa',
  solana: 'eoa',
  bip122: 'payment',
}

/**
 * Docs: /core/pairing/readSession. Reduces a session to accounts, CAIP-10 ids and chains
 * per known namespace; malformed accounts and unknown namespaces are left out. The active
 * network is kept from `previous` when still approved, else the first of `networks` the
 * wallet approved (the kit's order, active network first), else the wallet's first.
 * Undefined when the value is not a session.
 */
export function readSession(
  value: unknown,
  { networks, previous }: { networks: readonly Network[]; previous?: PairingSession | undefined },
): PairingSession | undefined {
  const parsed = v.safeParse(SessionSchema, value)
  if (!parsed.success) return undefined
  const { topic, expiry, namespaces, peer } = parsed.output
  const result: Partial<Record<ChainNamespace, PairingNamespace>> = {}
  for (const [key, entry] of Object.entries(namespaces)) {
    const namespace = key.split(':')[0]
    if (!isChainNamespace(namespace)) continue
    const { accounts, caipAddresses, networkIds } = readAccounts(namespace, entry.accounts)
    const chains = unique([
      ...(result[namespace]?.chains ?? []),
      ...networkIds,
      ...entry.chains.filter(
        (chain): chain is CaipNetworkId =>
          isCaipNetworkId(chain) && chain.startsWith(`${namespace}:`),
      ),
    ])
    const before = result[namespace]
    const merged: Omit<PairingNamespace, 'activeNetworkId'> = {
      namespace,
      accounts: before ? mergeAccounts(before.accounts, accounts) : accounts,
      caipAddresses: unique([...(before?.caipAddresses ?? []), ...caipAddresses]),
      chains,
      methods: unique([...(before?.methods ?? []), ...entry.methods]),
      events: unique([...(before?.events ?? []), ...entry.events]),
    }
    const activeNetworkId = pickActive(
      chains,
      networks,
      previous?.namespaces[namespace]?.activeNetworkId,
    )
    if (!activeNetworkId || !merged.accounts.length) continue
    result[namespace] = { ...merged, activeNetworkId }
  }
  return {
    topic,
    expiry: expiry * 1000,
    // wallets pad a missing icon list with an empty string
    peer: { ...peer.metadata, icons: peer.metadata.icons.filter(Boolean) },
    namespaces: result,
  }
}

/**
 * Accounts from a wallet's list (a session namespace or an accountsChanged event): CAIP-10
 * ids of `namespace`, or bare addresses when `networkId` says which chain they are on.
 */
export function readAccounts(
  namespace: ChainNamespace,
  entries: readonly unknown[],
  networkId?: CaipNetworkId,
): { accounts: Account[]; caipAddresses: CaipAddress[]; networkIds: CaipNetworkId[] } {
  const caipAddresses: CaipAddress[] = []
  const networkIds: CaipNetworkId[] = []
  for (const entry of entries) {
    if (typeof entry !== 'string' || !entry) continue
    const value = entry.includes(':') ? entry : networkId ? `${networkId}:${entry}` : undefined
    if (!value) continue
    try {
      const parsed = parseCaipAddress(value)
      if (parsed.namespace !== namespace) continue
      caipAddresses.push(parsed.caipAddress)
      networkIds.push(parsed.networkId)
    } catch {
      // a malformed entry from the wallet is skipped, not fatal
    }
  }
  const accounts = mergeAccounts(
    [],
    caipAddresses.map((caip) => ({
      namespace,
      address: caip.slice(caip.lastIndexOf(':') + 1),
      type: ACCOUNT_TYPES[namespace],
    })),
  )
  return { accounts, caipAddresses: unique(caipAddresses), networkIds: unique(networkIds) }
}

function mergeAccounts(first: readonly Account[], second: readonly Account[]): Account[] {
  const seen = new Set<string>()
  const result: Account[] = []
  for (const account of [...first, ...second]) {
    // eip155 addresses differ only by checksum case across chains
    const key = account.namespace === 'eip155' ? account.address.toLowerCase() : account.address
    if (seen.has(key)) continue
    seen.add(key)
    result.push(account)
  }
  return result
}

function pickActive(
  chains: readonly CaipNetworkId[],
  networks: readonly Network[],
  previous: CaipNetworkId | undefined,
): CaipNetworkId | undefined {
  if (previous && chains.includes(previous)) return previous
  const preferred = networks.find((network) => chains.includes(network.caipNetworkId))
  return preferred?.caipNetworkId ?? chains[0]
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)]
}
