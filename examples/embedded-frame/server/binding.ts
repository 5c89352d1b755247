import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * A login is bound to the frame instance that began it: the frame sends a random secret it
 * keeps in memory when it starts a login and again when it finishes it. The server keeps the
 * secret's hash; whoever holds only a callback URL or a login id cannot finish the login.
 */
export const hashBinding = (binding: string): string =>
  createHash('sha256').update(binding).digest('hex')

export const sameBinding = (binding: string, expectedHex: string): boolean =>
  timingSafeEqual(
    createHash('sha256').update(binding).digest(),
    Buffer.from(expectedHex.padEnd(64, '0').slice(0, 64), 'hex'),
  )
