import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import {
  type AdapterContext,
  type Balance,
  BaseError,
  ChainNotSupportedError,
  type Connected,
  ConnectorNotFoundError,
  DisconnectFailedError,
  formatUnits,
  getErrorCode,
  InvalidAddressError,
  InvalidSendParametersError,
  type Network,
  ProviderRpcError,
  parseUnits,
  type SendTokenParameters,
  type SiwxMessageData,
  SolanaSendFailedError,
  type TokenBalance,
  WALLET_ERROR_CODES,
} from '@walletport/core'
import type { SolanaTokenInfo } from '../balances/getTokenBalancesFromRpc.js'
import { SolanaRpcError } from '../errors.js'
import type { SolanaRpc } from '../rpc/createSolanaRpc.js'
import { createSiwxMessage } from '../siwx/createSiwxMessage.js'
import { signInWithWallet } from '../siwx/signInWithWallet.js'
import type { SolanaCommitment } from '../solanaAdapter.js'
import { encodeBase58 } from '../utils/encodeBase58.js'
import { getWalletStandardChain } from '../utils/getWalletStandardChain.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'
import { getWalletFeature } from '../wallet/getWalletFeature.js'
import { getSolanaWalletAccounts, toAccounts } from '../wallet/toAccounts.js'

// the sign-in message is written only once a wallet is connected, so it comes with the session
export { createSiwxMessage } from '../siwx/createSiwxMessage.js'

/** What the session needs of the adapter that loaded it. */
export type SolanaSessionHost = {
  readonly commitment: SolanaCommitment
  readonly tokenList: readonly SolanaTokenInfo[] | undefined
  /** the kit's context while the adapter is set up */
  context(): AdapterContext | undefined
  /** the network as given when the adapter serves it; throws 'Unsupported chain' otherwise */
  served(network: Network | undefined): Network
}

type TokenBalancesParameters = {
  address: string
  network: Network
  tokens?: readonly { address: string }[]
}

export type SolanaSessionTarget = { connectorId: string; wallet: Wallet; network: Network }

export type SolanaSession = {
  /** the connected wallet and its connector; undefined when none is */
  current(): { connectorId: string; wallet: Wallet } | undefined
  /** asks the wallet for its accounts; throws when it refuses or shares none */
  connect(p: SolanaSessionTarget): Promise<Connected>
  /** throws 'Chain is not supported' when the connected wallet does not name the network */
  switchNetwork(network: Network): void
  /** the wallet's accounts without a prompt; undefined when it has not authorised the app */
  reconnect(p: SolanaSessionTarget): Promise<Connected | undefined>
  disconnect(): Promise<void>
  /** stops following the wallet, which stays authorised (the next page load reconnects) */
  end(): void
  signMessage(p: { address: string; message: string }): Promise<string>
  /** Sign In With Solana: by the wallet's `solana:signIn` when it has it, else signMessage */
  signIn(p: {
    address: string
    data: SiwxMessageData
  }): Promise<{ message: string; signature: string }>
  sendToken(p: SendTokenParameters): Promise<string>
  getBalance(p: { address: string; network: Network }): Promise<Balance>
  /** from the kit's data service when it has one, else (or when it fails) from RPC */
  getTokenBalances(p: TokenBalancesParameters): Promise<readonly TokenBalance[]>
}

type Session = { connectorId: string; wallet: Wallet; accounts: readonly WalletAccount[] }

/** a wallet's failure as a typed error, keeping its code (4001 for a rejection) and text */
function toProviderError(error: unknown, fallback: string) {
  if (error instanceof BaseError) return error
  // wallets throw Errors and plain `{ code, message }` objects alike
  const message = (error as { message?: unknown } | undefined)?.message
  return new ProviderRpcError({
    code: getErrorCode(error) ?? WALLET_ERROR_CODES.DEFAULT,
    message: typeof message === 'string' && message ? message : fallback,
    cause: error,
  })
}

function assertAddress(value: string) {
  if (!isSolanaAddress(value))
    throw new InvalidAddressError({
      value,
      namespace: 'solana',
      expected: '32 to 44 base58 characters encoding 32 bytes',
    })
}

function isSignature(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array && value.length === 64
}

/** 'Chain is not supported' for a public cluster the wallet does not name */
function assertWalletChain(wallet: Wallet, network: Network) {
  const chain = getWalletStandardChain(network)
  if (chain && !wallet.chains.includes(chain)) throw new ChainNotSupportedError()
}

function sameAddresses(a: readonly WalletAccount[], b: readonly WalletAccount[]) {
  return a.length === b.length && a.every((account, i) => account.address === b[i]?.address)
}

/**
 * The part of the Solana adapter that runs once someone clicks: connecting a wallet,
 * following its accounts, signing, balances and sends. Loaded with `import()` by the adapter
 * on first use, so the connect button costs none of it; web3.js loads later still, on the
 * first balance read or send.
 */
export function createSolanaSession(host: SolanaSessionHost): SolanaSession {
  const { commitment, tokenList } = host
  let session: Session | undefined
  let sessionCleanup: (() => void) | undefined
  let rpc: SolanaRpc | undefined

  async function getRpc(): Promise<SolanaRpc> {
    const { createSolanaRpc } = await import('../rpc/createSolanaRpc.js')
    rpc ??= createSolanaRpc({ commitment })
    return rpc
  }

  async function readRpc<T>(network: Network, read: (rpc: SolanaRpc) => Promise<T>) {
    try {
      return await read(await getRpc())
    } catch (error) {
      throw new SolanaRpcError({ url: network.rpcUrls.default.http[0] as string, cause: error })
    }
  }

  function end() {
    session = undefined
    sessionCleanup?.()
    sessionCleanup = undefined
  }

  function start(connectorId: string, wallet: Wallet, accounts: readonly WalletAccount[]) {
    end()
    const current: Session = { connectorId, wallet, accounts }
    session = current
    const events = getWalletFeature(wallet, 'standard:events')
    const onChange = (properties: StandardEventsChangeProperties) => {
      if (session !== current || !properties || !('accounts' in properties)) return
      const next = getSolanaWalletAccounts(properties.accounts)
      if (sameAddresses(next, current.accounts)) return
      if (next.length) current.accounts = next
      else end()
      // an empty list tells the kit the wallet disconnected
      host.context()?.accountsChanged({ connectorId, accounts: toAccounts(next) })
    }
    try {
      sessionCleanup = events?.on('change', onChange)
    } catch (error) {
      host.context()?.log.warn(`solana: cannot follow account changes of ${wallet.name}`, error)
    }
    return current
  }

  function connected(current: Session, network: Network): Connected {
    return {
      connectorId: current.connectorId,
      accounts: toAccounts(current.accounts),
      networkId: network.caipNetworkId,
      provider: current.wallet,
    }
  }

  async function requestAccounts(wallet: Wallet, silent: boolean) {
    const feature = getWalletFeature(wallet, 'standard:connect')
    if (!feature) throw new ConnectorNotFoundError()
    let output: unknown
    try {
      output = await feature.connect(silent ? { silent: true } : undefined)
    } catch (error) {
      throw toProviderError(error, 'The wallet did not connect')
    }
    const accounts = (output as { accounts?: unknown } | undefined)?.accounts ?? wallet.accounts
    return getSolanaWalletAccounts(accounts)
  }

  function requireAccount(address: string) {
    if (!session)
      throw new ProviderRpcError({
        code: WALLET_ERROR_CODES.DISCONNECTED,
        message: 'No Solana wallet is connected',
      })
    const account = session.accounts.find((a) => a.address === address)
    if (!account)
      throw new ProviderRpcError({
        code: WALLET_ERROR_CODES.UNAUTHORIZED,
        message: `The wallet has not shared the account ${address}`,
      })
    return { wallet: session.wallet, account }
  }

  const api: SolanaSession = {
    current: () => session && { connectorId: session.connectorId, wallet: session.wallet },
    end,

    async connect({ connectorId, wallet, network }) {
      assertWalletChain(wallet, network)
      const accounts = await requestAccounts(wallet, false)
      if (!accounts.length)
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.UNAUTHORIZED,
          message: `${wallet.name} shared no Solana account`,
        })
      return connected(start(connectorId, wallet, accounts), network)
    },

    switchNetwork(network) {
      if (session) assertWalletChain(session.wallet, network)
    },

    async reconnect({ connectorId, wallet, network }) {
      assertWalletChain(wallet, network)
      const accounts = await requestAccounts(wallet, true)
      if (!accounts.length) return undefined
      return connected(start(connectorId, wallet, accounts), network)
    },

    async disconnect() {
      const current = session
      if (!current) return
      end()
      const feature = getWalletFeature(current.wallet, 'standard:disconnect')
      try {
        await feature?.disconnect()
      } catch (error) {
        throw new DisconnectFailedError({ cause: error })
      }
    },

    // the signature is returned in base58, as Solana tools write ed25519 signatures
    async signMessage({ address, message }) {
      const { wallet, account } = requireAccount(address)
      const feature = getWalletFeature(wallet, 'solana:signMessage')
      if (!feature)
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
          message: `${wallet.name} cannot sign messages`,
        })
      let signature: unknown
      try {
        const [output] = await feature.signMessage({
          account,
          message: new TextEncoder().encode(message),
        })
        signature = output?.signature
      } catch (error) {
        throw toProviderError(error, 'The wallet did not sign the message')
      }
      if (!isSignature(signature))
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.INTERNAL_ERROR,
          message: `${wallet.name} returned no ed25519 signature`,
        })
      return encodeBase58(signature)
    },

    async signIn({ address, data }) {
      const { wallet, account } = requireAccount(address)
      const signed = await signInWithWallet({ wallet, account, data })
      if (signed) return signed
      const message = createSiwxMessage(data)
      return { message, signature: await api.signMessage({ address, message }) }
    },

    async sendToken(p) {
      const network = host.served(p.network)
      if (!p.amount || !p.to) throw new InvalidSendParametersError()
      const decimals = p.token ? p.token.decimals : network.nativeCurrency.decimals
      let amount: bigint
      try {
        amount = parseUnits(p.amount, decimals)
      } catch (error) {
        throw new InvalidSendParametersError({ cause: error })
      }
      if (amount <= 0n || !isSolanaAddress(p.to) || (p.token && !isSolanaAddress(p.token.address)))
        throw new InvalidSendParametersError()
      const { wallet, account } = requireAccount(p.from)
      try {
        return await (await getRpc()).sendTransfer({
          network,
          wallet,
          account,
          to: p.to,
          amount,
          ...(p.token && { token: { mint: p.token.address, decimals } }),
        })
      } catch (error) {
        throw new SolanaSendFailedError({ cause: error })
      }
    },

    async getBalance({ address, network }) {
      assertAddress(address)
      host.served(network)
      const value = await readRpc(network, (solanaRpc) =>
        solanaRpc.getBalance({ network, address }),
      )
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    },

    async getTokenBalances(p) {
      assertAddress(p.address)
      const network = host.served(p.network)
      const wanted = p.tokens && new Set(p.tokens.map((token) => token.address))
      const ctx = host.context()
      if (ctx?.dataSource) {
        try {
          const rows = await ctx.dataSource.getTokenBalances({ address: p.address, network })
          return rows.filter(
            (row) =>
              row.quantity.decimals !== '0' && (!wanted || !row.address || wanted.has(row.address)),
          )
        } catch (error) {
          ctx.log.warn('solana: the data service failed, reading balances from RPC', error)
        }
      }
      return readRpc(network, (solanaRpc) =>
        solanaRpc.getTokenBalances({ address: p.address, network, tokens: p.tokens, tokenList }),
      )
    },
  }
  return api
}
