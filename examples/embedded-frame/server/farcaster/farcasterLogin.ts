import { randomBytes } from 'node:crypto'
import type { verifySiwxMessage } from '@walletport/adapters-evm/siwx'
import type { FrameUser } from '../../shared/api.js'
import { hashBinding, sameBinding } from '../binding.js'
import { FrameServerError } from '../FrameServerError.js'
import type { FrameStore } from '../store/FrameStore.js'
import type { UserStore } from '../users.js'
import type { LookupFid } from './lookupFid.js'
import { createRelayClient } from './relayClient.js'

export type FarcasterSettings = {
  /** the Farcaster Auth relay, e.g. https://relay.farcaster.xyz */
  relayUrl: string
  /** which fid a custody address holds: createIdRegistryLookup(<OP Mainnet RPC URL>) */
  lookupFid: LookupFid
  /**
   * `verifySiwxMessage` of @walletport/adapters-evm/siwx, passed in rather than imported so
   * that the demo, which runs this server on plain Node without built packages, loads no
   * workspace package (serve.ts and the tests pass it)
   */
  verifySiwxMessage: typeof verifySiwxMessage
}

// Sign In With Farcaster messages name OP Mainnet, where the IdRegistry lives
const SIWF_CHAIN_ID = 10
// how long a started sign-in may wait for the user's Farcaster app
const LOGIN_TTL_MS = 10 * 60_000

const unknown = () => new FrameServerError(400, 'Unknown or expired Farcaster login: start again')
const refused = (why: string) =>
  new FrameServerError(400, `The Farcaster sign-in did not verify: ${why}`)

/**
 * Sign In With Farcaster through a relay: the server opens a relay channel with a nonce of
 * its own, the frame shows the relay's URL (the user's Farcaster app signs there), and the
 * frame polls the server, which polls the relay. The signed message is checked here, never
 * trusted from the relay: an EIP-4361 message for this frame's domain, URI, chain 10 and
 * nonce, signed by the custody address, naming the fid (`farcaster://fid/<fid>`) that the
 * IdRegistry says that address holds.
 */
export function createFarcasterLogin({
  store: { farcasterLogins: logins },
  settings,
  origin,
  users,
  now,
}: {
  store: Pick<FrameStore, 'farcasterLogins'>
  settings: FarcasterSettings
  /** the frame's own origin: its host is the message's domain, the origin its URI */
  origin: string
  users: UserStore
  now: () => number
}) {
  const relay = createRelayClient(settings.relayUrl)
  const domain = new URL(origin).host
  const siweUri = `${new URL(origin).origin}/`

  async function verify(message: string, signature: string, fid: number, nonce: string) {
    const result = await settings.verifySiwxMessage({
      message,
      signature,
      expected: { domain, nonce, uri: siweUri, chainId: SIWF_CHAIN_ID },
      time: new Date(now()),
    })
    if (!result.valid) throw refused(result.reason)
    if (!result.message.resources?.includes(`farcaster://fid/${fid}`))
      throw refused('the message names another fid')
    let held: bigint
    try {
      held = await settings.lookupFid(result.message.address)
    } catch (cause) {
      throw new FrameServerError(502, `The Farcaster IdRegistry could not be read (${cause})`)
    }
    if (held !== BigInt(fid)) throw refused('the signer does not hold this fid')
  }

  return {
    async start(hostOrigin: string, binding: string) {
      const nonce = randomBytes(16).toString('hex')
      const channel = await relay.createChannel({ siweUri, domain, nonce })
      if (channel.nonce !== nonce)
        throw new FrameServerError(502, 'The Farcaster relay changed the nonce')
      // the URL reaches a link in the host page: only https (PROTOCOL.md's rule for hrefs)
      if (new URL(channel.url).protocol !== 'https:')
        throw new FrameServerError(502, 'The Farcaster relay sent a URL that is not https')
      for (const [id, login] of logins.entries()) if (now() > login.expiresAt) logins.delete(id)
      const loginId = randomBytes(24).toString('base64url')
      logins.set(loginId, {
        channelToken: channel.channelToken,
        hostOrigin,
        nonce,
        binding: hashBinding(binding),
        expiresAt: now() + LOGIN_TTL_MS,
      })
      return { loginId, url: channel.url }
    },
    /** pending until the user's Farcaster app signed; then the verified user, once */
    async status(
      loginId: string,
      hostOrigin: string,
      binding: string,
    ): Promise<{ state: 'pending' } | { state: 'completed'; user: FrameUser }> {
      const login = logins.get(loginId)
      if (
        !login ||
        now() > login.expiresAt ||
        login.hostOrigin !== hostOrigin ||
        !sameBinding(binding, login.binding)
      )
        throw unknown()
      const status = await relay.status(login.channelToken)
      if (status.state === 'pending') return { state: 'pending' }
      // one answer per channel, whatever it says: a failed check is not retried
      logins.delete(loginId)
      await verify(status.message, status.signature, status.fid, login.nonce)
      const user = users.findOrCreateByFarcaster(status.fid, {
        userName: status.username ?? status.displayName ?? `fid ${status.fid}`,
      })
      return { state: 'completed', user }
    },
  }
}
