import * as v from 'valibot'

// the shapes WalletConnect's clients read back without checking (2.x): a wrong one throws
// inside their init on every load, so pairing would never work again
const RecordSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((value) => !Array.isArray(value)),
)
const ListSchema = v.array(RecordSchema)
// the key-value stores of core and sign-client; every other `…//name` store is a list
const RECORD_STORES = new Set(['keychain', 'messages', 'messages_withoutClientAck'])
// universal-provider's own keys, each an object of namespaces or properties
const PROVIDER_KEY = /^wc@2:universal_provider:\/[A-Za-z]+/

/**
 * Docs: /core/pairing/isPairingEntry. Whether a value stored under one of WalletConnect's
 * keys has the shape its library expects; a foreign or corrupt value is dropped instead.
 * Keys the check does not know take any JSON.
 */
export function isPairingEntry(key: string, value: unknown): boolean {
  const store = /\/\/([\w-]+)$/.exec(key)?.[1]
  if (store) return v.is(RECORD_STORES.has(store) ? RecordSchema : ListSchema, value)
  if (PROVIDER_KEY.test(key)) return v.is(RecordSchema, value)
  return true
}
