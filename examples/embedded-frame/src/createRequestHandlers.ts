import { base64urlnopad } from '@scure/base'
import {
  EmailStartAnswerSchema,
  EmptySchema,
  FarcasterStartAnswerSchema,
  FarcasterStatusAnswerSchema,
  SessionSchema,
  SocialAuthorizeAnswerSchema,
  UpdateEmailAnswerSchema,
  UpdateEmailDoneSchema,
} from '../shared/api.js'
import type { FrameConfig } from '../shared/frameConfig.js'
import { handleKeyRequest, KEY_METHODS } from './backup/handleKeyRequest.js'
import { type ChainRef, chainIdOf, resolveChain } from './chains.js'
import type { ApprovalRequest, createApprovalScreen } from './createApprovalScreen.js'
import type { FrameApi } from './createFrameApi.js'
import type { Session } from './createSession.js'
import { handleEvmRequest, type SentCalls } from './evm/handleEvmRequest.js'
import { CHAIN_DISCONNECTED, FrameRequestError, UNAUTHORIZED } from './FrameRequestError.js'
import type { RequestPayload, RequestType } from './messages.js'
import { handleSolanaRequest } from './solana/handleSolanaRequest.js'
import { createSyncedState } from './syncedState.js'

type Handlers = { [T in RequestType]: (payload: RequestPayload<T>) => Promise<unknown> }

const NOT_OFFERED = 'is not offered by the reference frame'
const FARCASTER_POLL_MS = 1_000
const FARCASTER_WAIT_MS = 35_000

/** Every PROTOCOL.md request: what the frame does and the success payload it answers. */
export function createRequestHandlers({
  config,
  api,
  session,
  screen,
  reload,
}: {
  config: FrameConfig
  api: FrameApi
  session: Session
  screen: ReturnType<typeof createApprovalScreen>
  reload(): void
}): Handlers & { abortAll(): void } {
  const first = config.evmChains[0] ?? config.solanaChains[0]
  let chain: ChainRef | undefined = first && resolveChain(config, first.id)
  let emailLoginId: string | undefined
  let farcasterLoginId: string | undefined
  // binds this frame instance's logins on the server: a login id or a callback URL is worth
  // nothing to anyone who does not also hold this secret, which never leaves this page
  const binding = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
  const inFlight = new Set<AbortController>()
  const calls = new Map<string, SentCalls>()
  const synced = createSyncedState({ hostOrigin: config.hostOrigin, screen })

  screen.setDappSource(synced.dapp)
  // a page that replaced itself on RELOAD gets the theme and language the last one had
  synced.restore()

  function signedIn() {
    const user = session.getUser()
    const keys = session.getKeys()
    if (!user || !keys) throw new FrameRequestError('Not signed in', UNAUTHORIZED)
    return { user, keys }
  }
  function currentChain(): ChainRef {
    if (!chain)
      throw new FrameRequestError('No chain is configured in this frame', CHAIN_DISCONNECTED)
    return chain
  }
  function addressOn(target: ChainRef) {
    const { keys } = signedIn()
    return target.namespace === 'eip155' ? keys.evm.address : keys.solana.address
  }
  /** export, backup or restore: chain-independent, drawn on the approval screen */
  async function keyRequest(method: string) {
    const controller = new AbortController()
    inFlight.add(controller)
    try {
      const prompt = (request: ApprovalRequest) => screen.prompt(request, controller.signal)
      const text = screen.text()
      return { result: await handleKeyRequest(method, { session, api, prompt, text }) }
    } finally {
      inFlight.delete(controller)
    }
  }
  function abortAll() {
    for (const controller of inFlight) controller.abort()
    inFlight.clear()
  }

  return {
    abortAll,
    async CONNECT_EMAIL({ email }) {
      session.requireStorage()
      const answer = await api('/api/email/start', EmailStartAnswerSchema, { email, binding })
      if (answer.action === 'CONNECT') {
        session.setUser(answer.user)
        return { action: 'CONNECT' }
      }
      emailLoginId = answer.loginId
      return { action: 'VERIFY_OTP' }
    },
    async CONNECT_DEVICE() {
      throw new FrameRequestError(
        'Device verification is not used here: a new device verifies the emailed code (VERIFY_OTP)',
      )
    },
    async CONNECT_OTP({ otp }) {
      if (!emailLoginId) throw new FrameRequestError('No email login is waiting for a code')
      session.signIn(
        await api('/api/email/verify', SessionSchema, { loginId: emailLoginId, otp, binding }),
      )
      emailLoginId = undefined
      return {}
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      session.requireStorage()
      return api('/api/social/authorize', SocialAuthorizeAnswerSchema, { provider, binding })
    },
    async CONNECT_SOCIAL({ uri }) {
      const next = await api('/api/social/connect', SessionSchema, { uri, binding })
      session.signIn(next)
      const { userName, email } = next.user
      return { userName: userName ?? email ?? next.user.id, ...(email ? { email } : {}) }
    },
    async GET_FARCASTER_URI() {
      session.requireStorage()
      const { loginId, url } = await api('/api/farcaster/start', FarcasterStartAnswerSchema, {
        binding,
      })
      farcasterLoginId = loginId
      return { url }
    },
    async CONNECT_FARCASTER() {
      const loginId = farcasterLoginId
      if (!loginId) throw new FrameRequestError('No Farcaster login is waiting')
      // the host gives a connect request 30 s; polling stops soon after, whatever happens
      const deadline = Date.now() + FARCASTER_WAIT_MS
      while (Date.now() < deadline) {
        const status = await api('/api/farcaster/status', FarcasterStatusAnswerSchema, {
          loginId,
          binding,
        })
        if (status.state === 'completed') {
          farcasterLoginId = undefined
          session.signIn(status)
          return { userName: status.user.userName ?? status.user.id }
        }
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
      }
      throw new FrameRequestError('The Farcaster sign-in was not completed in time')
    },
    async GET_USER({ chainId }) {
      const { user } = signedIn()
      if (chainId !== undefined) chain = resolveChain(config, chainId)
      const target = currentChain()
      const address = addressOn(target)
      return {
        ...(user.email ? { email: user.email } : {}),
        ...(user.userName ? { userName: user.userName } : {}),
        address,
        chainId: chainIdOf(target),
        accounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      }
    },
    async IS_CONNECTED() {
      return { isConnected: session.getUser() !== undefined }
    },
    async GET_CHAIN_ID() {
      return { chainId: chainIdOf(currentChain()) }
    },
    async SWITCH_NETWORK({ chainId }) {
      chain = resolveChain(config, chainId)
      return { chainId }
    },
    async RPC_REQUEST({ method, params, chainId, namespace, network }) {
      const { keys } = signedIn()
      if ((KEY_METHODS as readonly string[]).includes(method)) return keyRequest(method)
      const target = resolveChain(config, chainId)
      if (target.namespace !== namespace)
        throw new FrameRequestError(
          `Chain ${chainId} is not a ${namespace} chain`,
          CHAIN_DISCONNECTED,
        )
      const controller = new AbortController()
      inFlight.add(controller)
      const approve = (request: Parameters<typeof screen.ask>[0]) =>
        screen.ask(request, controller.signal)
      // the words of the host's locale as it is now; a request already shown keeps its own
      const text = screen.text()
      try {
        return {
          result:
            target.namespace === 'eip155'
              ? await handleEvmRequest(method, params, {
                  keys,
                  chain: target,
                  approve,
                  signal: controller.signal,
                  calls,
                  hostOrigin: config.hostOrigin,
                  network,
                  text,
                })
              : await handleSolanaRequest(method, params, {
                  keys,
                  chain: target,
                  approve,
                  signal: controller.signal,
                  hostOrigin: config.hostOrigin,
                  network,
                  text,
                }),
        }
      } finally {
        inFlight.delete(controller)
      }
    },
    async RPC_ABORT() {
      abortAll()
      return {}
    },
    async SIGN_OUT() {
      abortAll()
      // the local sign-out stands even when the server cannot be reached
      await api('/api/session/sign-out', EmptySchema, {}).catch(() => undefined)
      session.clear()
      emailLoginId = undefined
      return {}
    },
    async UPDATE_EMAIL({ email }) {
      signedIn()
      return api('/api/email/update', UpdateEmailAnswerSchema, { email })
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      signedIn()
      await api('/api/email/update/primary', EmptySchema, { otp })
      return {}
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      signedIn()
      const { newEmail, user } = await api('/api/email/update/secondary', UpdateEmailDoneSchema, {
        otp,
      })
      session.setUser(user)
      return { newEmail }
    },
    async SYNC_THEME(payload) {
      synced.setTheme(payload)
      return {}
    },
    async SYNC_DAPP_DATA(payload) {
      synced.setDappData(payload)
      return {}
    },
    async SET_PREFERRED_ACCOUNT() {
      // smart accounts are not offered: whatever is asked for, the account is the EOA
      return { type: 'eoa', address: addressOn(currentChain()) }
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] }
    },
    async INIT_SMART_ACCOUNT() {
      throw new FrameRequestError(`Smart accounts ${NOT_OFFERED}`)
    },
    async RELOAD() {
      synced.keep()
      reload()
      return {}
    },
  }
}
