import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Hex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { answerRequest, SIGNING_METHODS } from './answerRequest.js'
import { createSignIns, type SignInSummary, type SignIns } from './createSignIns.js'
import {
  BITCOIN_METHODS,
  createOtherChainSigners,
  type OtherChainSigners,
  SOLANA_METHODS,
} from './otherChainSigners.js'
import type { WalletChain } from './phoneWalletChains.js'
import { type ProposalSummary, readProposal } from './readProposal.js'
import { WalletRequestError } from './walletError.js'

export type PendingRequest = {
  id: number
  topic: string
  chainId: string
  method: string
  params: unknown
  dapp: string
}

export type WalletSession = {
  topic: string
  dapp: { name: string; url: string }
  /** the eip155 chains the session holds an account on */
  chains: string[]
  /** the chain the session is on: the last one announced or used by a request */
  activeChain: string
  /** every namespace the session shares an account in (eip155, solana, bip122) */
  namespaces: string[]
}

export type PhoneWalletState = {
  proposals: ProposalSummary[]
  /** one-click sign-ins: a connection and a signed message at once */
  signIns: SignInSummary[]
  requests: PendingRequest[]
  sessions: WalletSession[]
  /** what the wallet did, newest first */
  activity: string[]
}

export type PhoneWallet = {
  readonly address: Hex
  /** the wallet's Solana account (base58) */
  readonly solanaAddress: string
  /** the wallet's Bitcoin regtest account (p2wpkh) */
  readonly bitcoinAddress: string
  readonly chains: readonly WalletChain[]
  getState(): PhoneWalletState
  subscribe(listener: () => void): () => void
  pair(uri: string): Promise<void>
  /** `oneChain`: approve the first supported chain only, so a switch asks the wallet */
  approveProposal(id: number, options?: { oneChain?: boolean }): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveSignIn(id: number, options?: { oneChain?: boolean }): Promise<void>
  rejectSignIn(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  /** moves a session to another of its chains (adding it first if needed) and says so */
  switchChain(topic: string, chainId: string): Promise<void>
  disconnect(topic: string): Promise<void>
}

export type CreatePhoneWalletParameters = {
  relayUrl: string
  privateKey: Hex
  chains: readonly WalletChain[]
}

const EVENTS = ['accountsChanged', 'chainChanged']
const METHODS = [...SIGNING_METHODS, 'wallet_switchEthereumChain']
const ACTIVITY_LIMIT = 20
// the local relay checks no project id; WalletConnect's clients want one of this shape
const PROJECT_ID = '00000000000000000000000000000000'

/**
 * Docs: /examples/phone-wallet. A real WalletConnect wallet in the page: `@reown/walletkit`
 * over `@walletconnect/core`, on the demo's relay, signing with its own key. Nothing is
 * approved on its own: proposals and requests wait in the state until the user decides.
 */
export async function createPhoneWallet({
  relayUrl,
  privateKey,
  chains,
}: CreatePhoneWalletParameters): Promise<PhoneWallet> {
  const account = privateKeyToAccount(privateKey)
  const others = createOtherChainSigners(privateKey)
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl,
    customStoragePrefix: 'walletport-phone-wallet',
    telemetryEnabled: false,
    logger: 'error',
  })
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Walletport Phone Wallet',
      description: 'The Walletport demo phone wallet',
      url: window.location.origin,
      icons: [],
    },
    // every request is shown at once; the user answers them in any order
    signConfig: { disableRequestQueue: true },
  })
  const proposals = new Map<number, WalletKitTypes.SessionProposal['params']>()
  const requests = new Map<number, PendingRequest>()
  const activeChains = new Map<string, string>()
  const signIns = createSignIns({ kit, account, chains, methods: METHODS })
  const listeners = new Set<() => void>()
  let activity: string[] = []
  let state = snapshot()

  function snapshot(): PhoneWalletState {
    return {
      proposals: [...proposals].map(([id, params]) => readProposal(id, params, chains)),
      signIns: signIns.list(),
      requests: [...requests.values()],
      sessions: readSessions(),
      activity,
    }
  }

  function readSessions(): WalletSession[] {
    return Object.values(kit.getActiveSessions()).map((session) => {
      const sessionChains = readSessionChains(kit, session.topic)
      const active = activeChains.get(session.topic)
      return {
        topic: session.topic,
        dapp: { name: session.peer.metadata.name, url: session.peer.metadata.url },
        chains: sessionChains,
        activeChain: active && sessionChains.includes(active) ? active : (sessionChains[0] ?? ''),
        namespaces: Object.keys(session.namespaces),
      }
    })
  }

  function changed(note?: string) {
    if (note) activity = [note, ...activity].slice(0, ACTIVITY_LIMIT)
    state = snapshot()
    for (const listener of listeners) listener()
  }

  kit.on('session_proposal', ({ id, params }) => {
    proposals.set(id, params)
    changed(`${params.proposer.metadata.name} asks to connect.`)
  })
  kit.on('proposal_expire', ({ id }) => {
    if (proposals.delete(id) || signIns.remove(id)) changed('A connection request expired.')
  })
  kit.on('session_authenticate', ({ id, params }) => {
    signIns.add(id, params)
    changed(`${params.requester.metadata.name} asks to connect and sign in.`)
  })
  kit.on('session_request', ({ id, topic, params }) => {
    const dapp = kit.getActiveSessions()[topic]?.peer.metadata.name ?? 'A site'
    const { method, params: body } = params.request
    requests.set(id, { id, topic, chainId: params.chainId, method, params: body, dapp })
    // a site on a multi-chain session switches by itself: its requests say where it is
    if (params.chainId.startsWith('eip155:')) activeChains.set(topic, params.chainId)
    changed(`${dapp} sent a ${method} request.`)
  })
  kit.on('session_request_expire', ({ id }) => {
    if (requests.delete(id)) changed('A request expired before it was answered.')
  })
  kit.on('session_delete', ({ topic }) => {
    for (const [id, request] of requests) if (request.topic === topic) requests.delete(id)
    activeChains.delete(topic)
    changed('The site ended the connection.')
  })

  const actions = createActions({
    kit,
    account,
    others,
    chains,
    proposals,
    signIns,
    requests,
    activeChains,
    changed,
  })
  return {
    address: account.address,
    solanaAddress: others.solanaAddress,
    bitcoinAddress: others.bitcoinAddress,
    chains,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async pair(uri) {
      await kit.pair({ uri: uri.trim() })
      changed('Paired: waiting for the site to ask for a connection.')
    },
    ...actions,
  }
}

type ActionContext = {
  kit: InstanceType<typeof WalletKit>
  account: ReturnType<typeof privateKeyToAccount>
  others: OtherChainSigners
  chains: readonly WalletChain[]
  proposals: Map<number, WalletKitTypes.SessionProposal['params']>
  signIns: SignIns
  requests: Map<number, PendingRequest>
  activeChains: Map<string, string>
  changed(note?: string): void
}

function createActions(context: ActionContext) {
  const { kit, account, others, chains, proposals, signIns, requests, activeChains, changed } =
    context

  async function approveProposal(id: number, { oneChain = false } = {}) {
    const params = proposals.get(id)
    if (!params) return
    const summary = readProposal(id, params, chains)
    const approved = oneChain ? summary.supportedChains.slice(0, 1) : summary.supportedChains
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        ...(approved.length && {
          eip155: {
            chains: approved,
            methods: METHODS,
            events: EVENTS,
            accounts: approved.map((chain) => `${chain}:${account.address}`),
          },
        }),
        ...otherNamespaces(summary.otherChains),
      },
    })
    proposals.delete(id)
    const session = await kit.approveSession({ id, namespaces })
    if (approved[0]) activeChains.set(session.topic, approved[0])
    changed(`Connected to ${summary.dapp.name}.`)
  }

  /** the Solana and Bitcoin chains asked for, each with this wallet's account there */
  function otherNamespaces(otherChains: readonly string[]) {
    const entry = (namespace: string, methods: string[], address: string) => {
      const list = otherChains.filter((chain) => chain.startsWith(`${namespace}:`))
      return list.length
        ? {
            [namespace]: {
              chains: list,
              methods,
              events: EVENTS,
              accounts: list.map((chain) => `${chain}:${address}`),
            },
          }
        : {}
    }
    return {
      ...entry('solana', SOLANA_METHODS, others.solanaAddress),
      ...entry('bip122', BITCOIN_METHODS, others.bitcoinAddress),
    }
  }

  async function rejectProposal(id: number) {
    if (!proposals.delete(id)) return
    await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    changed('Connection declined.')
  }

  async function respond(
    request: PendingRequest,
    answer: { result: unknown } | { error: { code: number; message: string } },
  ) {
    requests.delete(request.id)
    await kit.respondSessionRequest({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', ...answer },
    })
  }

  async function approveRequest(id: number) {
    const request = requests.get(id)
    if (!request) return
    try {
      const result =
        request.method === 'wallet_switchEthereumChain'
          ? await switchForRequest(request)
          : request.chainId.startsWith('eip155:')
            ? await answerRequest({ account, chains }, request)
            : answerOther(request)
      await respond(request, { result })
      if (request.method === 'wallet_switchEthereumChain')
        await announceChain(request.topic, activeChains.get(request.topic) ?? request.chainId)
      changed(describeDone(request, result))
    } catch (error) {
      const code = error instanceof WalletRequestError ? error.code : -32603
      const message = error instanceof Error ? error.message : String(error)
      await respond(request, { error: { code, message } })
      changed(`Could not answer ${request.method}: ${message}`)
    }
  }

  /** a Solana or Bitcoin request: signed with this wallet's key for that namespace */
  function answerOther(request: PendingRequest): unknown {
    const result = others.answer(request.method, request.params)
    if (result === undefined)
      throw new WalletRequestError(4200, `This wallet does not support ${request.method}.`)
    return result
  }

  async function rejectRequest(id: number) {
    const request = requests.get(id)
    if (!request) return
    await respond(request, { error: { code: 4001, message: 'User rejected the request.' } })
    changed(`Rejected ${request.method}.`)
  }

  /** wallet_switchEthereumChain: the chain joins the session when it is not in it yet */
  async function switchForRequest(request: PendingRequest): Promise<null> {
    const [first] = Array.isArray(request.params) ? (request.params as unknown[]) : []
    const hex = (first as { chainId?: unknown } | undefined)?.chainId
    if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(hex))
      throw new WalletRequestError(-32602, 'wallet_switchEthereumChain needs [{ chainId }]')
    await addChain(request.topic, `eip155:${BigInt(hex)}`)
    return null
  }

  async function addChain(topic: string, chainId: string) {
    if (!chains.some((entry) => entry.caipId === chainId))
      throw new WalletRequestError(4902, `This wallet has no node for ${chainId}.`)
    const session = kit.getActiveSessions()[topic]
    const eip155 = session?.namespaces.eip155
    if (!session || !eip155) throw new WalletRequestError(4100, 'No such connection.')
    const account = `${chainId}:${context.account.address}`
    if (!eip155.accounts.includes(account)) {
      const chainList = [...new Set([...(eip155.chains ?? []), chainId])]
      const namespaces = {
        ...session.namespaces,
        eip155: { ...eip155, chains: chainList, accounts: [...eip155.accounts, account] },
      }
      const { acknowledged } = await kit.updateSession({ topic, namespaces })
      await acknowledged()
    }
    activeChains.set(topic, chainId)
  }

  /** chainChanged, as EIP-1193 has it: the new chain's id in hex */
  async function announceChain(topic: string, chainId: string) {
    const reference = Number(chainId.slice('eip155:'.length))
    await kit.emitSessionEvent({
      topic,
      chainId,
      event: { name: 'chainChanged', data: numberToHex(reference) },
    })
  }

  return {
    approveProposal,
    rejectProposal,
    async approveSignIn(id: number, { oneChain = false } = {}) {
      const topic = await signIns.approve(id, { oneChain })
      if (!topic) return
      const [first] = readSessionChains(kit, topic)
      if (first) activeChains.set(topic, first)
      changed('Connected and signed in.')
    },
    async rejectSignIn(id: number) {
      await signIns.reject(id)
      changed('Sign-in declined.')
    },
    approveRequest,
    rejectRequest,
    async switchChain(topic: string, chainId: string) {
      await addChain(topic, chainId)
      await announceChain(topic, chainId)
      changed(`Switched to ${chainName(chains, chainId)}.`)
    },
    async disconnect(topic: string) {
      for (const [id, request] of requests) if (request.topic === topic) requests.delete(id)
      activeChains.delete(topic)
      await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      changed('Disconnected.')
    },
  }

  function describeDone(request: PendingRequest, result: unknown): string {
    if (request.method === 'eth_sendTransaction') return `Sent transaction ${String(result)}.`
    if (request.method === 'wallet_switchEthereumChain')
      return `Switched to ${chainName(chains, activeChains.get(request.topic) ?? '')}.`
    return `Signed (${request.method}).`
  }
}

export function chainName(chains: readonly WalletChain[], chainId: string): string {
  return chains.find((entry) => entry.caipId === chainId)?.chain.name ?? chainId
}

/** The eip155 chains a session holds an account on, in its order. */
function readSessionChains(kit: InstanceType<typeof WalletKit>, topic: string): string[] {
  const accounts = kit.getActiveSessions()[topic]?.namespaces.eip155?.accounts ?? []
  return [...new Set(accounts.map((caip) => caip.slice(0, caip.lastIndexOf(':'))))]
}
