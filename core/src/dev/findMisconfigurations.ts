import type { ResolvedKitOptions } from '../kit/kitOptions.js'
import { findRegistryWallet } from '../walletList/findRegistryWallet.js'

type Options = Pick<
  ResolvedKitOptions,
  | 'networks'
  | 'adapters'
  | 'featuredWalletIds'
  | 'includeWalletIds'
  | 'customWallets'
  | 'endpoints'
  | 'walletConnect'
>

/**
 * The options that are accepted but do nothing, each as a message that says how to fix it.
 * Pure, so the rules are tested apart from the console.
 */
export function findMisconfigurations(options: Options): string[] {
  return [
    ...findNetworksWithoutAdapter(options),
    ...findUnknownWalletIds(options),
    ...findFeaturedWithoutPairing(options),
  ]
}

// a wallet that is not installed is reached by pairing; without it a featured one never shows
function findFeaturedWithoutPairing({ featuredWalletIds = [], walletConnect }: Options): string[] {
  if (featuredWalletIds.length === 0 || walletConnect) return []
  return [
    'featuredWalletIds: featured wallets that are not installed are reached through WalletConnect, which is off, so they do not show. Add `walletConnect: walletConnect()` from `@walletport/core/walletconnect` with a project id or a relay.',
  ]
}

function findNetworksWithoutAdapter({ networks, adapters }: Options): string[] {
  // with no adapter at all the kit is in pairing-only mode, which serves every namespace
  if (adapters.length === 0) return []
  const served = new Set(adapters.map((adapter) => adapter.namespace))
  const missing = [...new Set(networks.map((n) => n.chainNamespace))].filter(
    (ns) => !served.has(ns),
  )
  return missing.map((namespace) => {
    const names = networks.filter((n) => n.chainNamespace === namespace).map((n) => n.name)
    return `networks: ${names.join(', ')} (${namespace}) has no adapter, so no wallet can connect on it. Add the ${namespace} adapter to \`adapters\`, or remove the network.`
  })
}

function findUnknownWalletIds({
  featuredWalletIds = [],
  includeWalletIds = [],
  customWallets = [],
  endpoints,
}: Options): string[] {
  // the explorer knows every id; without it only the bundled registry and custom wallets do
  if (endpoints.explorer) return []
  const known = (id: string) =>
    findRegistryWallet({ id }) !== undefined || customWallets.some((w) => w.id === id)
  const messages: string[] = []
  for (const [option, ids] of [
    ['featuredWalletIds', featuredWalletIds],
    ['includeWalletIds', includeWalletIds],
  ] as const) {
    const unknown = ids.filter((id) => !known(id))
    if (unknown.length === 0) continue
    messages.push(
      `${option}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in the bundled wallet list and there is no wallet explorer, so ${unknown.length === 1 ? 'it has' : 'they have'} no effect. Set \`projectId\` or \`endpoints.explorer\`, or add the wallet with \`customWallets\`.`,
    )
  }
  return messages
}
