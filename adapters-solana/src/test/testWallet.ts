import { ed25519 } from '@noble/curves/ed25519.js'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignInInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type {
  Wallet,
  WalletAccount,
  WalletIcon,
  WindowAppReadyEventAPI,
} from '@wallet-standard/base'
import type {
  StandardConnectInput,
  StandardEventsChangeProperties,
  StandardEventsListeners,
} from '@wallet-standard/features'
import bs58 from 'bs58'
import type { WalletStandardWindow } from '../discovery/startWalletStandardDiscovery.js'
import type { SolanaWalletFeatures } from '../wallet/getWalletFeature.js'

type FeatureName = keyof SolanaWalletFeatures

const ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

/** What a wallet throws when its user says no (EIP-1193 code 4001, as Solana wallets use it). */
export class UserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

export type TestWalletOptions = {
  name?: string
  keypair?: Keypair
  chains?: readonly `solana:${string}`[]
  /** the RPC endpoint per Wallet Standard chain, where signAndSendTransaction sends */
  rpcUrls?: Readonly<Record<string, string>>
  /** features to leave out, to test fallbacks */
  without?: readonly FeatureName[]
  supportedTransactionVersions?: readonly ('legacy' | 0)[]
  /** offers `solana:signIn` (Sign In With Solana written by the wallet); off by default */
  signIn?: boolean
}

/**
 * A Wallet Standard wallet holding a real ed25519 keypair: it connects (silently when
 * already authorised), signs messages and transactions, sends them to its own RPC endpoint,
 * and reports account changes. Switches let tests reject requests or change accounts.
 */
export class TestWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name: string
  readonly icon = ICON
  readonly chains: readonly `solana:${string}`[]
  readonly features: Wallet['features']
  /** every feature call, in order */
  readonly requests: (FeatureName | 'solana:signIn')[] = []
  /** while true, every request fails as a user rejection */
  rejectRequests = false
  #keypair: Keypair
  #authorized = false
  #account: WalletAccount
  readonly #listeners = new Set<StandardEventsListeners['change']>()
  readonly #rpcUrls: Readonly<Record<string, string>>
  readonly #featureNames: readonly FeatureName[]

  constructor({
    name = 'Test Wallet',
    keypair = Keypair.generate(),
    chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
    rpcUrls = {},
    without = [],
    supportedTransactionVersions = ['legacy', 0],
    signIn = false,
  }: TestWalletOptions = {}) {
    this.name = name
    this.chains = chains
    this.#rpcUrls = rpcUrls
    this.#keypair = keypair
    const versions = supportedTransactionVersions
    const all: SolanaWalletFeatures = {
      'standard:connect': { version: '1.0.0', connect: (input) => this.#connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => this.#disconnect() },
      'standard:events': { version: '1.0.0', on: (event, listener) => this.#on(event, listener) },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs) => this.#signMessage(inputs),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: versions,
        signTransaction: (...inputs) => this.#signTransaction(inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: versions,
        signAndSendTransaction: (...inputs) => this.#signAndSend(inputs),
      },
    }
    const features: Record<string, unknown> = {}
    if (signIn)
      features['solana:signIn'] = {
        version: '1.0.0',
        signIn: (...inputs: SolanaSignInInput[]) => this.#signIn(inputs),
      }
    for (const [key, value] of Object.entries(all))
      if (!without.includes(key as FeatureName)) features[key] = value
    this.features = features as Wallet['features']
    this.#featureNames = Object.keys(features).filter((key) =>
      key.startsWith('solana:'),
    ) as FeatureName[]
    this.#account = this.#makeAccount()
  }

  get accounts(): readonly WalletAccount[] {
    return this.#authorized ? [this.#account] : []
  }

  get keypair() {
    return this.#keypair
  }

  get address() {
    return this.#keypair.publicKey.toBase58()
  }

  /** how many change listeners are attached, to check that apps unsubscribe */
  get listenerCount() {
    return this.#listeners.size
  }

  /** the user picks another account in the wallet */
  switchAccount(keypair: Keypair) {
    this.#keypair = keypair
    this.#account = this.#makeAccount()
    if (this.#authorized) this.#emit({ accounts: this.accounts })
  }

  /** the user disconnects the app from inside the wallet */
  revoke() {
    this.#authorized = false
    this.#emit({ accounts: [] })
  }

  /** the wallet announces new chains and features (an update) */
  announceChange(properties: StandardEventsChangeProperties) {
    this.#emit(properties)
  }

  #makeAccount(): WalletAccount {
    return {
      address: this.#keypair.publicKey.toBase58(),
      publicKey: this.#keypair.publicKey.toBytes(),
      chains: this.chains,
      features: this.#featureNames,
    }
  }

  #emit(properties: StandardEventsChangeProperties) {
    for (const listener of [...this.#listeners]) listener(properties)
  }

  #request(name: FeatureName | 'solana:signIn') {
    this.requests.push(name)
    if (this.rejectRequests) throw new UserRejectedError()
  }

  #sign(bytes: Uint8Array) {
    const transaction = VersionedTransaction.deserialize(bytes)
    transaction.sign([this.#keypair])
    return transaction.serialize()
  }

  #checkAccount(account: WalletAccount) {
    if (!this.#authorized || account.address !== this.address)
      throw new Error('The account is not authorised')
  }

  async #connect(input?: StandardConnectInput) {
    this.#request('standard:connect')
    if (input?.silent && !this.#authorized) return { accounts: [] }
    this.#authorized = true
    return { accounts: this.accounts }
  }

  async #disconnect() {
    this.#request('standard:disconnect')
    this.#authorized = false
  }

  #on<E extends keyof StandardEventsListeners>(event: E, listener: StandardEventsListeners[E]) {
    if (event !== 'change') return () => {}
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  async #signMessage(inputs: readonly SolanaSignMessageInput[]) {
    this.#request('solana:signMessage')
    return inputs.map(({ account, message }) => {
      this.#checkAccount(account)
      const signature = ed25519.sign(message, this.#keypair.secretKey.slice(0, 32))
      return { signedMessage: message, signature, signatureType: 'ed25519' as const }
    })
  }

  /** the wallet writes the Sign In With Solana text itself from the fields, then signs it */
  async #signIn(inputs: readonly SolanaSignInInput[]) {
    this.#request('solana:signIn')
    if (!this.#authorized) await this.#connect()
    return inputs.map((input) => {
      const lines = [
        `${input.domain} wants you to sign in with your Solana account:`,
        input.address ?? this.address,
      ]
      if (input.statement) lines.push('', input.statement)
      const optional: [string, string | undefined][] = [
        ['URI', input.uri],
        ['Version', input.version],
        ['Chain ID', input.chainId],
        ['Nonce', input.nonce],
        ['Issued At', input.issuedAt],
        ['Expiration Time', input.expirationTime],
        ['Not Before', input.notBefore],
        ['Request ID', input.requestId],
      ]
      const fields = optional.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${v}`)
      if (input.resources?.length)
        fields.push('Resources:', ...input.resources.map((r) => `- ${r}`))
      if (fields.length) lines.push('', ...fields)
      const signedMessage = new TextEncoder().encode(lines.join('\n'))
      const signature = ed25519.sign(signedMessage, this.#keypair.secretKey.slice(0, 32))
      return { account: this.#account, signedMessage, signature, signatureType: 'ed25519' as const }
    })
  }

  async #signTransaction(inputs: readonly SolanaSignTransactionInput[]) {
    this.#request('solana:signTransaction')
    return inputs.map(({ account, transaction }) => {
      this.#checkAccount(account)
      return { signedTransaction: this.#sign(transaction) }
    })
  }

  async #signAndSend(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    this.#request('solana:signAndSendTransaction')
    const outputs: { signature: Uint8Array }[] = []
    for (const { account, transaction, chain, options } of inputs) {
      this.#checkAccount(account)
      const url = this.#rpcUrls[chain]
      if (!url) throw new Error(`No RPC endpoint for ${chain}`)
      const signature = await new Connection(url).sendRawTransaction(this.#sign(transaction), {
        skipPreflight: options?.skipPreflight ?? false,
        preflightCommitment: options?.preflightCommitment ?? 'confirmed',
      })
      outputs.push({ signature: bs58.decode(signature) })
    }
    return outputs
  }
}

/** A window for tests and servers: events only, no DOM. */
export function createFakeWindow(): WalletStandardWindow {
  return new EventTarget()
}

/**
 * The wallet side of the Wallet Standard handshake on `target`: announce the wallet now
 * (heard by an app already listening) and on every app-ready (an app that starts later).
 */
export function registerTestWallet(wallet: Wallet, target: WalletStandardWindow) {
  const unregisters: (() => void)[] = []
  const callback = (api: WindowAppReadyEventAPI) => void unregisters.push(api.register(wallet))
  const onAppReady = (event: Event) => {
    const api = (event as { detail?: unknown }).detail
    if (typeof api === 'object' && api !== null && 'register' in api)
      callback(api as WindowAppReadyEventAPI)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return {
    /** the extension goes away */
    unregister() {
      target.removeEventListener('wallet-standard:app-ready', onAppReady)
      for (const unregister of unregisters.splice(0)) unregister()
    },
  }
}
