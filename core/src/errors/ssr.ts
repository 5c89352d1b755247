import { BaseError } from './base.js'

export type InitialStateIgnoredErrorType = InitialStateIgnoredError & {
  name: 'InitialStateIgnoredError'
}
/**
 * The server's initial state (from a cookie) was left out: corrupt, written by another app or
 * version, or naming a network the kit does not have. The page renders disconnected instead
 * and the kit reconnects as usual; it is a warning, never thrown.
 */
export class InitialStateIgnoredError extends BaseError {
  override name = 'InitialStateIgnoredError' as const
  readonly reason: 'corrupt' | 'unknownNetwork'
  constructor({ reason, details }: { reason: 'corrupt' | 'unknownNetwork'; details: string }) {
    super('Initial state ignored', {
      details,
      metaMessages: [
        reason === 'corrupt'
          ? 'The cookie is not a Walletport state of this version; the page renders disconnected.'
          : 'Pass the same networks to cookieToInitialState as to createKit.',
      ],
    })
    this.reason = reason
  }
}
