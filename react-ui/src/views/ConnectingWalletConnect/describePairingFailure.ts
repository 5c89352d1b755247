import { NoPairingNamespaceError, RelayUnreachableError } from '@walletport/core'
import type { Translate } from '../../i18n/types.js'

/** The typed pairing error in an error or its causes (an adapter may wrap core's error). */
function findCause<T>(error: unknown, type: abstract new (...args: never[]) => T): T | undefined {
  let current = error
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof type) return current
    current = current instanceof Error ? current.cause : undefined
  }
  return undefined
}

/**
 * What a failed pairing shows beside "Connection failed", from the catalogue: an unreachable
 * relay names its URL and what to check; a kit with nothing that can pair names its adapters.
 * Empty for other failures, whose own text is no catalogue string.
 */
export function describePairingFailure(error: unknown, t: Translate): string[] {
  const relay = findCause(error, RelayUnreachableError)
  if (relay)
    return [
      t('walletConnect.relayUnreachable', { url: relay.relayUrl }),
      t('walletConnect.relayCheck'),
    ]
  const none = findCause(error, NoPairingNamespaceError)
  if (none)
    return [
      none.adapters.length
        ? t('walletConnect.noNamespace', { adapters: none.adapters.join(', ') })
        : t('walletConnect.noAdapters'),
    ]
  return []
}
