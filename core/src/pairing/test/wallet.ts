import { createRequire } from 'node:module'
import { createWalletClient, defineChain, http } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { createKitStorage } from '../../storage/createKitStorage.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import { createPairingStorage } from '../createPairingStorage.js'
import { silentLogger } from './fixtures.js'
import { SOLANA_ADDRESS } from './solanaSigner.js'
import { answerAuthenticate } from './walletAuthenticate.js'
import { answerProposal } from './walletProposal.js'
import { answerRequest } from './walletRequests.js'
import type { WalletSide } from './walletSide.js'

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
  const { require, utils } = loadWalletSdk()
  const { getSdkError } = utils
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

  const kit = await startWalletKit(require, relayUrl, name)

  const side: WalletSide = {
    kit,
    utils,
    account,
    behavior,
    requests,
    signer,
    eip155Chains,
    solanaChains,
    bip122,
    handlers,
  }
  kit.on('session_proposal', (event) => answerProposal(side, event))
  // a wallet without one-click sign-in has no listener: sign-client then answers the proposal
  if (behavior.authenticate !== 'unsupported')
    kit.on('session_authenticate', (event) => answerAuthenticate(side, event))
  kit.on('session_request', (event) => answerRequest(side, event))

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

/**
 * Node's own resolution, whatever the test's environment: under a DOM environment Vitest
 * resolves `import()` with the `module` condition to WalletConnect's bundler-only ESM build,
 * which Node then runs as is, and its default import of the CJS
 * @walletconnect/jsonrpc-ws-connection is no constructor, so the wallet never connects.
 */
function loadWalletSdk() {
  const require = createRequire(import.meta.url)
  const utils = require('@walletconnect/utils') as typeof import('@walletconnect/utils')
  return { require, utils }
}

/** WalletKit over its own WalletConnect Core, keeping its state in memory */
async function startWalletKit(require: NodeJS.Require, relayUrl: string, name: string) {
  const { Core } = require('@walletconnect/core') as typeof import('@walletconnect/core')
  const { WalletKit } = require('@reown/walletkit') as typeof import('@reown/walletkit')
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
  return WalletKit.init({
    core,
    metadata: { name: 'Test Wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
    // the default queue waits 1 s between requests; this wallet answers each at once
    signConfig: { disableRequestQueue: true },
  })
}
