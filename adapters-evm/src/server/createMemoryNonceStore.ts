import type { NonceStore } from './types.js'

/**
 * Docs: /adapters-evm/server#createMemoryNonceStore. Nonces kept in this process's memory:
 * right for one server process; several processes behind a load balancer need a shared
 * store (a database row, a Redis key with its TTL) implementing NonceStore.
 */
export function createMemoryNonceStore(): NonceStore {
  const nonces = new Map<string, number>()
  return {
    put(nonce, expiresAt) {
      const now = Date.now()
      // expired nonces go on each write, so the map stays the size of live sign-ins
      for (const [key, expiry] of nonces) if (expiry <= now) nonces.delete(key)
      nonces.set(nonce, expiresAt)
    },
    take(nonce, now) {
      const expiry = nonces.get(nonce)
      nonces.delete(nonce)
      return expiry !== undefined && expiry > now
    },
  }
}
