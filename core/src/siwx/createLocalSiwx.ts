import * as v from 'valibot'
import { createLogger } from '../logger/createLogger.js'
import { createKitStorage } from '../storage/createKitStorage.js'
import { SIWX_SESSIONS_KEY } from '../storage/keys.js'
import type { SiwxMessageData } from '../types/adapter.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { Logger } from '../types/logger.js'
import type { Siwx, SiwxAccount, SiwxSession } from '../types/siwx.js'
import type { StorageDriver } from '../types/storage.js'
import { isCaipNetworkId } from '../utils/parseCaipNetworkId.js'
import { createSiwx } from './createSiwx.js'
import { isSessionExpired, isSessionFor, isSessionOf } from './isSessionFor.js'

export type CreateLocalSiwxParameters = {
  /** where sessions are kept, under `walletport:siwxSessions`; localStorage fits */
  storage: StorageDriver
  /** the host the message names; the app's metadata url or the page by default */
  domain?: string
  /** the origin the message names; the app's metadata url or the page by default */
  uri?: string
  /** the sentence the wallet shows above the message */
  statement?: string
  /** how long a session lasts, in ms; no expiry by default */
  expiry?: number
  /** sign-in is required: cancelling disconnects and the sign view cannot be closed */
  required?: boolean
  /** corrupt stored sessions are reported here; silent by default */
  log?: Logger
}

const optional = v.optional(v.string())
const SessionSchema = v.object({
  data: v.object({
    scheme: optional,
    domain: v.string(),
    uri: optional,
    aud: optional,
    version: v.string(),
    nonce: v.string(),
    issuedAt: v.string(),
    expirationTime: optional,
    notBefore: optional,
    requestId: optional,
    resources: v.optional(v.array(v.string())),
    statement: optional,
    networkId: v.custom<CaipNetworkId>(isCaipNetworkId, 'Expected a CAIP-2 network id'),
    accountAddress: v.string(),
  }),
  message: v.string(),
  signature: v.string(),
})

function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Docs: /core/siwx/createLocalSiwx. Sign-in kept in the browser: random nonces, sessions in
 * storage (each entry schema-checked when read, expired ones dropped), new sessions verified
 * by the connected adapter's sign-in capability before they are kept. Enough for apps whose
 * pages only need to know the wallet proved its address; a server that trusts the session
 * needs its own `createSiwx` config that verifies on its side.
 *
 * @example
 * const kit = createKit({ networks, adapters, siwx: createLocalSiwx({ storage: localStorage }) })
 */
export function createLocalSiwx({
  storage: driver,
  domain,
  uri,
  statement,
  expiry,
  required = false,
  log = createLogger({ level: 'silent' }),
}: CreateLocalSiwxParameters): Siwx {
  const storage = createKitStorage({ driver, log })
  function read(): SiwxSession[] {
    const entries = storage.get(SIWX_SESSIONS_KEY, v.array(v.unknown())) ?? []
    return entries.flatMap((entry) => {
      const result = v.safeParse(SessionSchema, entry)
      return result.success ? [result.output] : []
    })
  }
  // a new session replaces the account's older ones; expired ones are dropped on the way
  function write(account: SiwxAccount, session?: SiwxSession) {
    const now = Date.now()
    const kept = read().filter((s) => !isSessionOf(s, account) && !isSessionExpired(s, now))
    storage.set(SIWX_SESSIONS_KEY, session ? [...kept, session] : kept)
  }
  return createSiwx({
    getNonce: async () => randomNonce(),
    createMessage(data): SiwxMessageData {
      const issuedAt = Date.parse(data.issuedAt)
      return {
        ...data,
        ...(domain && { domain }),
        ...(uri && { uri }),
        ...(statement && { statement }),
        ...(expiry !== undefined && {
          expirationTime: new Date(issuedAt + expiry).toISOString(),
        }),
      }
    },
    async addSession(session) {
      write({ networkId: session.data.networkId, address: session.data.accountAddress }, session)
    },
    async getSessions(account) {
      const now = Date.now()
      return read().filter((session) => isSessionFor(session, account, now))
    },
    async revokeSession(account) {
      write(account)
    },
    getRequired: () => required,
  })
}
