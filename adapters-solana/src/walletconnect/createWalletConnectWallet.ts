import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import {
  type CaipNetworkId,
  type Network,
  type PairingClient,
  ProviderRpcError,
  RequestBeforeConnectError,
  WALLET_ERROR_CODES,
} from '@walletport/core'
import bs58 from 'bs58'
import { getWalletStandardChain } from '../utils/getWalletStandardChain.js'
import type { SolanaWalletFeatures } from '../wallet/getWalletFeature.js'

// the protocol's mark, a plain blue square: the wallet on the other end has its own icon
const ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiMzYjk5ZmMiLz48L3N2Zz4='

const VERSIONS: readonly ('legacy' | 0)[] = ['legacy', 0]

/** a string member of a wallet's answer: what wallets answer is checked before use */
function readString(answer: unknown, key: string): string | undefined {
  const value = answer && typeof answer === 'object' ? Reflect.get(answer, key) : undefined
  return typeof value === 'string' && value ? value : undefined
}

// each signing feature and the session method behind it
const SIGNING = {
  'solana:signMessage': 'solana_signMessage',
  'solana:signTransaction': 'solana_signTransaction',
  'solana:signAndSendTransaction': 'solana_signAndSendTransaction',
} as const

type SigningFeature = keyof typeof SIGNING

export type CreateWalletConnectWalletParameters = {
  /** the solana networks served: the chains a session asks for before one exists */
  networks: readonly Network[]
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

function invalidAnswer(method: string, cause?: unknown) {
  return new ProviderRpcError({
    code: WALLET_ERROR_CODES.INTERNAL_ERROR,
    message: `The wallet answered ${method} with something that is not a signature`,
    cause,
  })
}

/**
 * Docs: /adapters-solana/walletConnect. The solana namespace of the kit's WalletConnect
 * session as a Wallet Standard wallet, so the adapter drives it like any other: `connect`
 * reads the session's accounts (pairing for solana alone when there is no session yet; with
 * `silent`, only a restored one), `solana:signMessage`, `solana:signTransaction` and
 * `solana:signAndSendTransaction` become the session's `solana_*` requests (each offered
 * only when the wallet approved its method), and account changes and the session's end
 * arrive as `change` events.
 */
export function createWalletConnectWallet(
  pairing: PairingClient,
  { networks }: CreateWalletConnectWalletParameters,
): Wallet {
  const entry = () => pairing.$session.get()?.namespaces.solana

  /** the Wallet Standard name of a CAIP-2 network: `solana:mainnet` for a public cluster */
  const standardChain = (networkId: CaipNetworkId): IdentifierString => {
    const network = networks.find(
      (n) => n.caipNetworkId === networkId || n.deprecatedCaipNetworkId === networkId,
    )
    return (
      getWalletStandardChain(network ?? { caipNetworkId: networkId }) ??
      (networkId as IdentifierString)
    )
  }

  /** the session network a Wallet Standard chain names; the namespace's active one by default */
  const networkFor = (chain: string | undefined): CaipNetworkId => {
    const current = entry()
    if (!current) throw new RequestBeforeConnectError()
    if (chain) {
      const match = current.chains.find((id) => id === chain || standardChain(id) === chain)
      if (match) return match
    }
    return current.activeNetworkId
  }

  const chains = (): IdentifierString[] => {
    const ids = entry()?.chains ?? networks.map((n) => n.caipNetworkId)
    return [...new Set(ids.map(standardChain))]
  }

  const signingFeatures = (): SigningFeature[] => {
    const approved = entry()?.methods
    return (Object.keys(SIGNING) as SigningFeature[]).filter(
      (name) => !approved || approved.includes(SIGNING[name]),
    )
  }

  const accounts = (): WalletAccount[] =>
    (entry()?.accounts ?? []).map((account) => ({
      address: account.address,
      publicKey: bs58.decode(account.address),
      chains: chains(),
      features: signingFeatures(),
    }))

  const request = (method: string, params: unknown, chain?: string) =>
    pairing.request({ method, params, networkId: networkFor(chain) })

  async function signMessage(inputs: readonly SolanaSignMessageInput[]) {
    const outputs = []
    for (const { account, message } of inputs) {
      const answer = await request('solana_signMessage', {
        message: bs58.encode(message),
        pubkey: account.address,
      })
      const text = readString(answer, 'signature')
      if (!text) throw invalidAnswer('solana_signMessage')
      let signature: Uint8Array
      try {
        signature = bs58.decode(text)
      } catch (error) {
        throw invalidAnswer('solana_signMessage', error)
      }
      outputs.push({ signedMessage: message, signature, signatureType: 'ed25519' as const })
    }
    return outputs
  }

  async function signTransaction(inputs: readonly SolanaSignTransactionInput[]) {
    const outputs = []
    for (const { account, transaction, chain } of inputs) {
      const answer = await request(
        'solana_signTransaction',
        { transaction: base64(transaction) },
        chain,
      )
      const signed = readString(answer, 'transaction')
      const signature = readString(answer, 'signature')
      try {
        if (signed) {
          outputs.push({ signedTransaction: fromBase64(signed) })
          continue
        }
        if (!signature) throw invalidAnswer('solana_signTransaction')
        // a wallet may answer with the signature alone: it goes in the account's slot
        const decoded = VersionedTransaction.deserialize(transaction)
        decoded.addSignature(new PublicKey(account.address), bs58.decode(signature))
        outputs.push({ signedTransaction: decoded.serialize() })
      } catch (error) {
        throw error instanceof ProviderRpcError
          ? error
          : invalidAnswer('solana_signTransaction', error)
      }
    }
    return outputs
  }

  async function signAndSendTransaction(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    const outputs = []
    for (const { transaction, chain, options } of inputs) {
      const answer = await request(
        'solana_signAndSendTransaction',
        { transaction: base64(transaction), ...(options && { sendOptions: options }) },
        chain,
      )
      const signature = readString(answer, 'signature')
      if (!signature) throw invalidAnswer('solana_signAndSendTransaction')
      try {
        outputs.push({ signature: bs58.decode(signature) })
      } catch (error) {
        throw invalidAnswer('solana_signAndSendTransaction', error)
      }
    }
    return outputs
  }

  function on<E extends keyof StandardEventsListeners>(
    event: E,
    listener: StandardEventsListeners[E],
  ): () => void {
    if (event !== 'change') return () => {}
    return pairing.subscribe((change) => {
      if (change.type === 'session_deleted') listener({ accounts: [] })
      else if (
        change.type === 'session_set' ||
        (change.type === 'accounts_changed' && change.namespace === 'solana')
      )
        listener({ accounts: accounts() })
    })
  }

  const all: SolanaWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!entry()) {
          if (input?.silent) await pairing.restore()
          else await pairing.connect({ namespaces: ['solana'], networks })
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: () => pairing.disconnect() },
    'standard:events': { version: '1.0.0', on },
    'solana:signMessage': { version: '1.1.0', signMessage: (...inputs) => signMessage(inputs) },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      signTransaction: (...inputs) => signTransaction(inputs),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      signAndSendTransaction: (...inputs) => signAndSendTransaction(inputs),
    },
  }

  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: ICON,
    get chains() {
      return chains()
    },
    get accounts() {
      return accounts()
    },
    get features() {
      const offered = new Set<string>([
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        ...signingFeatures(),
      ])
      return Object.fromEntries(Object.entries(all).filter(([name]) => offered.has(name)))
    },
  }
}
