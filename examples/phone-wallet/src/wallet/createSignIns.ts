import type { WalletKit, WalletKitTypes } from '@reown/walletkit'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { WalletChain } from './phoneWalletChains.js'

type AuthParams = WalletKitTypes.SessionAuthenticate['params']

/** A one-click sign-in (wc_sessionAuthenticate): connect and sign the site's message at once. */
export type SignInSummary = {
  id: number
  dapp: { name: string; url: string }
  /** the message the wallet would sign, for the first chain it can share */
  message: string | undefined
  /** the chains the sign-in would share (those asked for that this wallet has) */
  chains: string[]
}

export type SignIns = {
  list(): SignInSummary[]
  add(id: number, params: AuthParams): void
  remove(id: number): boolean
  /** signs the message (one CACAO) and approves; resolves with the new session's topic */
  approve(id: number, options: { oneChain: boolean }): Promise<string | undefined>
  reject(id: number): Promise<void>
}

/**
 * The wallet side of one-click sign-in: the site's SIWE request is shown as a message, and
 * approving signs it with the wallet's key (EIP-191) as the CACAO the site verifies.
 */
export function createSignIns({
  kit,
  account,
  chains,
  methods,
}: {
  kit: InstanceType<typeof WalletKit>
  account: PrivateKeyAccount
  chains: readonly WalletChain[]
  methods: readonly string[]
}): SignIns {
  const pending = new Map<number, AuthParams>()

  // the chains are cut before the payload is made: the ReCap it writes lists them too, and
  // the session's accounts come from it, so a later cut would still share every chain
  function payloadFor(params: AuthParams, oneChain: boolean) {
    const known = params.authPayload.chains.filter((id) => chains.some((c) => c.caipId === id))
    return populateAuthPayload({
      authPayload: params.authPayload,
      chains: oneChain ? known.slice(0, 1) : known,
      methods: [...methods],
    })
  }

  function messageFor(params: AuthParams, oneChain: boolean) {
    const payload = payloadFor(params, oneChain)
    const [chainId] = payload.chains
    if (!chainId) return undefined
    const iss = `did:pkh:${chainId}:${account.address}`
    return { payload, iss, message: kit.formatAuthMessage({ request: payload, iss }) }
  }

  return {
    list: () =>
      [...pending].map(([id, params]) => ({
        id,
        dapp: {
          name: params.requester.metadata.name || 'An unnamed site',
          url: params.requester.metadata.url,
        },
        message: messageFor(params, false)?.message,
        chains: payloadFor(params, false).chains,
      })),
    add: (id, params) => void pending.set(id, params),
    remove: (id) => pending.delete(id),
    async approve(id, { oneChain }) {
      const params = pending.get(id)
      const signing = params && messageFor(params, oneChain)
      if (!signing) return undefined
      pending.delete(id)
      const signature = await account.signMessage({ message: signing.message })
      const cacao = buildAuthObject(signing.payload, { t: 'eip191', s: signature }, signing.iss)
      const { session } = await kit.approveSessionAuthenticate({ id, auths: [cacao] })
      return session?.topic
    },
    async reject(id) {
      if (!pending.delete(id)) return
      await kit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
    },
  }
}
