import type { SiwxAccount, SiwxSession } from '../types/siwx.js'

/** Whether a session belongs to `account`: same network and address (any case on eip155). */
export function isSessionOf(session: SiwxSession, account: SiwxAccount): boolean {
  const { networkId, accountAddress } = session.data
  // on eip155 the case of an address is only its checksum
  const evm = account.networkId.startsWith('eip155:')
  return (
    networkId === account.networkId &&
    (evm
      ? accountAddress.toLowerCase() === account.address.toLowerCase()
      : accountAddress === account.address)
  )
}

/** Whether a session's expiry has passed at `now`; an unreadable one counts as passed. */
export function isSessionExpired(session: SiwxSession, now: number): boolean {
  const { expirationTime } = session.data
  // storage and servers are outside input: a time that does not parse is not trusted
  return expirationTime !== undefined && !(Date.parse(expirationTime) > now)
}

/** Whether a session signs in `account` at `now`: its own, not expired, and already valid. */
export function isSessionFor(session: SiwxSession, account: SiwxAccount, now: number): boolean {
  const { notBefore } = session.data
  return (
    isSessionOf(session, account) &&
    Boolean(session.message && session.signature) &&
    !isSessionExpired(session, now) &&
    (notBefore === undefined || Date.parse(notBefore) <= now)
  )
}
