import type { Kit } from '../kit/types.js'
import type {
  EmbeddedIdentifier,
  EmbeddedSolanaAccount,
  EmbeddedSolanaWallet,
} from '../types/embedded.js'
import { decodeBase58 } from '../utils/decodeBase58.js'
import type { KitEmbedded } from './createEmbeddedShell.js'

// a plain mark: the frame draws its own screens
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiM0NDQiLz48L3N2Zz4='
// Wallet Standard names the public clusters; the configured networks' CAIP-2 ids cover the rest
const CLUSTERS: readonly EmbeddedIdentifier[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
]
const SIGNING: readonly EmbeddedIdentifier[] = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]
const VERSIONS = ['legacy', 0] as const

export type CreateEmbeddedSolanaWalletParameters = {
  kit: Kit
  shell: Pick<KitEmbedded, 'load' | 'wasUsed' | '$state'>
  /** the `change` listeners, shared with the shell's emitter */
  listeners: Set<() => void>
}

/** the Wallet Standard features: each goes to the frame host, loaded on first use */
function createFeatures({
  shell,
  listeners,
  accounts,
}: Omit<CreateEmbeddedSolanaWalletParameters, 'kit'> & {
  accounts: () => EmbeddedSolanaAccount[]
}): Record<EmbeddedIdentifier, unknown> {
  const signing = async () => (await shell.load()).solanaSigner()
  return {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (input?.silent && !shell.wasUsed()) return { accounts: [] }
        await (await shell.load()).connectNamespace('solana', { silent: Boolean(input?.silent) })
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => (await shell.load()).signOut(),
    },
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: (properties: { accounts: EmbeddedSolanaAccount[] }) => void) {
        if (event !== 'change') return () => {}
        const notify = () => listener({ accounts: accounts() })
        listeners.add(notify)
        return () => void listeners.delete(notify)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs: unknown[]) => (await signing()).signMessage(inputs),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      signTransaction: async (...inputs: unknown[]) => (await signing()).signTransaction(inputs),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      signAndSendTransaction: async (...inputs: unknown[]) =>
        (await signing()).signAndSendTransaction(inputs),
    },
  }
}

/**
 * The solana wallet of the AUTH connector, shaped as a Wallet Standard wallet. Its account
 * is the signed-in user's solana address; connecting, signing and disconnecting go to the
 * frame host, loaded on first use (a silent connect with no earlier login loads nothing).
 */
export function createEmbeddedSolanaWallet({
  kit,
  shell,
  listeners,
}: CreateEmbeddedSolanaWalletParameters): EmbeddedSolanaWallet {
  const chains = (): EmbeddedIdentifier[] => [
    ...new Set([
      ...CLUSTERS,
      ...kit.options.networks
        .filter((n) => n.chainNamespace === 'solana')
        .map((n) => n.caipNetworkId),
    ]),
  ]
  const accounts = (): EmbeddedSolanaAccount[] => {
    const user = shell.$state.get().users.solana
    if (!user) return []
    try {
      return [
        {
          address: user.address,
          publicKey: decodeBase58(user.address),
          chains: chains(),
          features: SIGNING,
        },
      ]
    } catch {
      // not a base58 key: the adapter could not use it
      return []
    }
  }
  const features = createFeatures({ shell, listeners, accounts })

  return {
    version: '1.0.0',
    name: 'Email',
    icon: ICON,
    get chains() {
      return chains()
    },
    get accounts() {
      return accounts()
    },
    features,
  }
}
