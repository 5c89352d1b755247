import type { SiwxExpected, SiwxMessageData } from './adapter.js'
import type { CaipNetworkId } from './caip.js'
import type { KitPlugin } from './plugin.js'

/** The account a sign-in session belongs to. */
export type SiwxAccount = { networkId: CaipNetworkId; address: string }

/** A sign-in session: the message fields, the message and the wallet's signature. */
export type SiwxSession = { data: SiwxMessageData; message: string; signature: string }

/**
 * Sign-in with the wallet (SIWX): where nonces come from and where sessions live. Implement it
 * to keep sessions on a server, or use `createLocalSiwx` to keep them in the browser; either
 * way pass it through `createSiwx` to the kit's `siwx` option.
 *
 * The kit builds the message fields (domain and uri from the app's metadata or the page,
 * version 1, the nonce, the issue time, the account and network), lets `createMessage` adjust
 * them, has the adapter write the message and the wallet sign it, verifies the session and
 * hands it to `addSession`.
 */
export type SiwxConfig = {
  /**
   * A fresh nonce for one message: a server's, so that it can check it comes back once. The
   * address is unknown when the sign-in rides on a pairing (one-click authentication).
   */
  getNonce(p: { networkId: CaipNetworkId; address: string | undefined }): Promise<string>
  /** adjusts the proposed message fields: statement, resources, expiry, request id... */
  createMessage?(data: SiwxMessageData): SiwxMessageData | Promise<SiwxMessageData>
  /** keeps a verified session; a rejection counts as a failed sign-in */
  addSession(session: SiwxSession): Promise<void>
  /** the sessions of an account; the kit ignores expired ones and those of other accounts */
  getSessions(p: SiwxAccount): Promise<readonly SiwxSession[]>
  /** forgets the sessions of an account (signing out) */
  revokeSession(p: SiwxAccount): Promise<void>
  /**
   * Whether sign-in is required: cancelling it disconnects, and the sign and approve views
   * cannot be closed while the connected account has no session.
   */
  getRequired(): boolean
  /**
   * Checks a new session before `addSession`, against `expected` (the domain the kit asked
   * for and the nonce `getNonce` gave, never the session's own fields); by default the
   * adapter's `verifySiwx` or `siwx.verifyMessage` capability. A server that verifies in
   * `addSession` (with the nonce it issued) may answer true.
   */
  verify?(session: SiwxSession, expected: SiwxExpected): Promise<boolean>
}

/** What the kit's `siwx` option takes: a config from `createSiwx` or `createLocalSiwx`. */
export type Siwx = SiwxConfig &
  KitPlugin & {
    /** `getRequired()`, read as a property */
    readonly required: boolean
  }
