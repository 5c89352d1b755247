/**
 * Where a server keeps the nonces it issued until they come back. `take` must be atomic
 * (remove and answer in one step), so that two requests carrying the same nonce cannot both
 * see it: a nonce is good for one sign-in attempt.
 */
export type NonceStore = {
  /** keeps `nonce` until `expiresAt` (ms since the epoch) */
  put(nonce: string, expiresAt: number): void | Promise<void>
  /** removes `nonce`; true when it was there and had not expired at `now` */
  take(nonce: string, now: number): boolean | Promise<boolean>
}
