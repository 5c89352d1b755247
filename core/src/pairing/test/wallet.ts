import { createRequire } from 'node:module'
import { createWalletClient, defineChain, type Hex, http, isHex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { createKitStorage } from '../../storage/createKitStorage.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import { createPairingStorage } from '../createPairingStorage.js'
import { PAIRING_METHODS } from '../methods.js'
import { silentLogger } from './fixtures.js'
import { SOLANA_ADDRESS, signSolanaMessage, signSolanaTransaction } from './solanaSigner.js'

export { SOLANA_ADDRESS }

/** anvil's dev accounts come from this mnemonic */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

export type TestWalletBehavior = {
  /**
   * what the wallet answers a session proposal: approve what it has, reject, or approve a
   * namespace the kit cannot use (no accounts, or only a chain that was never asked for)
   */
  proposal: 'approve' | 'reject' | 'no-accounts' | 'other-chain'
  /** what it answers every request */
  requests: 'approve' | 'reject'
  /**
   * how it answers a one-click sign-in (wc_sessionAuthenticate): sign it, have no support at
   * all (the session proposal sent with it is answered instead), or sign a CACAO the kit must
   * refuse: for another domain, another nonce, or with a malformed recap among its resources.
   * 'unsupported' holds from creation (it means no listener); the others may change later
   */
  authenticate: 'approve' | 'unsupported' | 'other-domain' | 'other-nonce' | 'bad-recap'
}

export type TestWalletRequest = { topic: string; chainId: string; method: string; params: unknown }

export type TestWallet = {
  readonly account: HDAccount
  readonly behavior: TestWalletBehavior
  /** every request the wallet received, in order */
  readonly requests: readonly TestWalletRequest[]
  /** topics of the sessions the wallet holds */
  sessionTopics(): string[]
  pair(uri: string): Promise<void>
  /** ends a session from the wallet's side (session_delete at the dapp) */
  disconnect(topic: string): Promise<void>
  emitEvent(p: { topic: string; chainId: string; name: string; data: unknown }): Promise<void>
  /** pushes the session's expiry a week from now */
  extend(topic: string): Promise<void>
  close(): Promise<void>
}

export type CreateTestWalletParameters = {
  relayUrl: string
  /** anvil's URL: eth_sendTransaction is signed here and sent there raw */
  anvilUrl: string
  /** distinct per wallet in a process: WalletConnect keeps one Core per prefix globally */
  name: string
  /** the eip155 chains the wallet has accounts on */
  eip155Chains?: readonly string[]
  /** the solana chains, none by default */
  solanaChains?: readonly string[]
  /** a bip122 namespace: its chains and the address the wallet has on each; none by default */
  bip122?: { chains: readonly string[]; address: string }
  /** answers for methods the wallet does not sign itself (bip122's, say); they are approved too */
  handlers?: Readonly<Record<string, (params: unknown, chainId: string) => unknown>>
  behavior?: Partial<TestWalletBehavior>
}

const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
]
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction']
const EVENTS = ['accountsChanged', 'chainChanged']

/**
 * The wallet side of WalletConnect, for real: `@reown/walletkit` over `@walletconnect/core`,
 * approving or rejecting as told, signing `personal_sign` with a viem account and signing
 * `eth_sendTransaction` with it before sending the raw transaction to anvil.
 */
export async function createTestWallet({
  relayUrl,
  anvilUrl,
  name,
  eip155Chains = ['eip155:31337'],
  solanaChains = [],
  bip122,
  handlers = {},
  behavior: initial,
}: CreateTestWalletParameters): Promise<TestWallet> {
  // Node's own resolution, whatever the test's environment: under a DOM environment Vitest
  // resolves `import()` with the `module` condition to WalletConnect's bundler-only ESM build,
  // which Node then runs as is, and its default import of the CJS
  // @walletconnect/jsonrpc-ws-connection is no constructor, so the wallet never connects
  const require = createRequire(import.meta.url)
  const { Core } = require('@walletconnect/core') as typeof import('@walletconnect/core')
  const { WalletKit } = require('@reown/walletkit') as typeof import('@reown/walletkit')
  const { buildApprovedNamespaces, buildAuthObject, getSdkError, populateAuthPayload } =
    require('@walletconnect/utils') as typeof import('@walletconnect/utils')
  const account = mnemonicToAccount(ANVIL_MNEMONIC)
  const behavior: TestWalletBehavior = {
    proposal: 'approve',
    requests: 'approve',
    authenticate: 'approve',
    ...initial,
  }
  const requests: TestWalletRequest[] = []
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvilUrl] } },
  })
  const signer = createWalletClient({ account, chain, transport: http(anvilUrl) })

  const core = new Core({
    projectId: '00000000000000000000000000000000',
    relayUrl,
    customStoragePrefix: name,
    // the wallet keeps its state in memory, like the dapp side in these tests
    storage: createPairingStorage(
      createKitStorage({ driver: createMemoryDriver(), log: silentLogger }),
    ),
    telemetryEnabled: false,
    logger: 'silent',
  })
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Test Wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
    // the default queue waits 1 s between requests; this wallet answers each at once
    signConfig: { disableRequestQueue: true },
  })

  kit.on('session_proposal', async ({ id, params }) => {
    if (behavior.proposal === 'reject') {
      await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    if (behavior.proposal === 'no-accounts' || behavior.proposal === 'other-chain') {
      const chain = 'eip155:999999'
      const accounts = behavior.proposal === 'other-chain' ? [`${chain}:${account.address}`] : []
      await kit.approveSession({
        id,
        namespaces: {
          eip155: { chains: [chain], methods: EIP155_METHODS, events: EVENTS, accounts },
        },
      })
      return
    }
    // the methods a namespace approves: its own, and those the test answers for it
    const methods = (namespace: keyof typeof PAIRING_METHODS, own: readonly string[]) => [
      ...new Set([
        ...own,
        ...Object.keys(handlers).filter((m) =>
          (PAIRING_METHODS[namespace] as readonly string[]).includes(m),
        ),
      ]),
    ]
    const supportedNamespaces: Record<
      string,
      { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
    > = {
      eip155: {
        chains: [...eip155Chains],
        methods: methods('eip155', EIP155_METHODS),
        events: EVENTS,
        accounts: eip155Chains.map((c) => `${c}:${account.address}`),
      },
    }
    if (solanaChains.length)
      supportedNamespaces.solana = {
        chains: [...solanaChains],
        methods: methods('solana', SOLANA_METHODS),
        events: EVENTS,
        accounts: solanaChains.map((c) => `${c}:${SOLANA_ADDRESS}`),
      }
    if (bip122?.chains.length)
      supportedNamespaces.bip122 = {
        chains: [...bip122.chains],
        methods: methods('bip122', []),
        events: EVENTS,
        accounts: bip122.chains.map((c) => `${c}:${bip122.address}`),
      }
    const namespaces = buildApprovedNamespaces({ proposal: params, supportedNamespaces })
    await kit.approveSession({ id, namespaces })
  })

  // a wallet without one-click sign-in has no listener: sign-client then answers the proposal
  if (behavior.authenticate !== 'unsupported')
    kit.on('session_authenticate', async ({ id, params }) => {
      const payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: [...eip155Chains],
        methods: EIP155_METHODS,
      })
      const [chainId = 'eip155:31337'] = payload.chains
      const iss = `did:pkh:${chainId}:${account.address}`
      const signed = {
        ...payload,
        ...(behavior.authenticate === 'other-domain' && { domain: 'evil.example' }),
        ...(behavior.authenticate === 'other-nonce' && { nonce: 'replayed0000000000' }),
        // WalletConnect reads only the last resource: a bad recap before it is the kit's to find
        ...(behavior.authenticate === 'bad-recap' && {
          resources: [
            `urn:recap:${Buffer.from('{"att":{"eip155":{}}}').toString('base64url')}`,
            ...(payload.resources ?? []),
          ],
        }),
      }
      const message = kit.formatAuthMessage({ request: signed, iss })
      const signature = await account.signMessage({ message })
      const cacao = buildAuthObject(signed, { t: 'eip191', s: signature }, iss)
      await kit.approveSessionAuthenticate({ id, auths: [cacao] })
    })

  kit.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params
    requests.push({ topic, chainId, method: request.method, params: request.params })
    const respond = (answer: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } })
    if (behavior.requests === 'reject')
      return respond({ error: { code: 4001, message: 'User rejected the request.' } })
    try {
      const handler = handlers[request.method]
      const result = handler
        ? await handler(request.params, chainId)
        : await answer(request.method, request.params)
      return respond({ result })
    } catch (error) {
      return respond({
        error: { code: 5000, message: error instanceof Error ? error.message : String(error) },
      })
    }
  })

  async function answer(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    if (method === 'personal_sign') {
      const message = list[0]
      if (typeof message !== 'string' || !isHex(message)) throw new Error('expected a hex message')
      return account.signMessage({ message: { raw: message } })
    }
    if (method === 'eth_sendTransaction') {
      const prepared = await signer.prepareTransactionRequest(readTransaction(list[0]))
      // signed here, by the local viem account; anvil only sees the raw bytes
      const serializedTransaction = await signer.signTransaction(prepared)
      return signer.sendRawTransaction({ serializedTransaction })
    }
    if (method === 'wallet_switchEthereumChain') return null
    if (method === 'solana_signMessage') return signSolanaMessage(params)
    if (method === 'solana_signTransaction') return signSolanaTransaction(params)
    throw new Error(`Unsupported method ${method}`)
  }

  return {
    account,
    behavior,
    requests,
    sessionTopics: () => Object.keys(kit.getActiveSessions()),
    pair: (uri) => kit.pair({ uri }),
    disconnect: (topic) =>
      kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') }),
    emitEvent: ({ topic, chainId, name: eventName, data }) =>
      kit.emitSessionEvent({ topic, chainId, event: { name: eventName, data } }),
    async extend(topic) {
      await kit.extendSession({ topic })
    },
    async close() {
      kit.core.heartbeat.stop()
      await kit.core.relayer.transportClose()
    },
  }
}

function readTransaction(value: unknown): {
  to?: Hex
  value?: bigint
  data?: Hex
  gas?: bigint
} {
  if (!value || typeof value !== 'object') throw new Error('expected a transaction object')
  const { to, value: amount, data, gas } = value as Record<string, unknown>
  const hex = (item: unknown): Hex | undefined =>
    typeof item === 'string' && isHex(item) ? item : undefined
  return {
    ...(hex(to) ? { to: hex(to) } : {}),
    ...(hex(amount) ? { value: BigInt(hex(amount)!) } : {}),
    ...(hex(data) ? { data: hex(data) } : {}),
    ...(hex(gas) ? { gas: BigInt(hex(gas)!) } : {}),
  }
}
