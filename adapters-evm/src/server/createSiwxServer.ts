import type { Client } from 'viem'
import { SiwxExpectationMissingError } from '../errors/siwx.js'
import type { ParsedSiwxMessage } from '../siwx/parseSiwxMessage.js'
import { parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
import { isAuthority } from '../siwx/rules/rfc3986.js'
import { type SiwxVerificationFailure, verifySiwxMessage } from '../siwx/verifySiwxMessage.js'
import { createMemoryNonceStore } from './createMemoryNonceStore.js'
import type { NonceStore } from './types.js'

export type CreateSiwxServerParameters = {
  /** the site's domain as the browser sees it (`app.example.com`, `localhost:3000`) */
  domain: string
  /** the exact URI messages must name; any URI by default */
  uri?: string | undefined
  /** chain ids a sign-in may name; any by default */
  chainIds?: readonly number[] | undefined
  /** how long an issued nonce stays good, in ms; 5 minutes by default */
  nonceTtl?: number | undefined
  /** where issued nonces wait; this process's memory by default */
  store?: NonceStore | undefined
  /** a client for a chain id, to verify smart accounts (ERC-1271, ERC-6492); EOAs only without */
  getClient?: ((chainId: number) => Client | undefined) | undefined
  /** the clock, in ms; Date.now by default */
  now?: (() => number) | undefined
}

export type SiwxSignIn =
  | {
      valid: true
      address: string
      chainId: number
      method: 'eip191' | 'eip1271' | 'erc6492'
      message: ParsedSiwxMessage
    }
  | { valid: false; reason: SiwxVerificationFailure | 'chainId'; error?: unknown }

export type SiwxServer = {
  /** a fresh nonce (22 random letters and digits), kept until it is used or expires */
  issueNonce(): Promise<string>
  /**
   * Checks a signed sign-in message: its grammar, the server's domain (and uri, chains), a
   * nonce this server issued, used here for the first and only time, expiry and not-before,
   * and the signature. Answers, never throws on bad input.
   */
  verifySignIn(p: { message: unknown; signature: unknown }): Promise<SiwxSignIn>
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function randomNonce(): string {
  // 22 characters of 62 carry about 131 bits; bytes of 248 and up are skipped, so each
  // character is uniform (248 = 4 * 62)
  let nonce = ''
  while (nonce.length < 22) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(32))) {
      if (byte < 248 && nonce.length < 22) nonce += ALPHABET[byte % 62]
    }
  }
  return nonce
}

/**
 * Docs: /adapters-evm/server#createSiwxServer. The server half of sign-in with the wallet,
 * for a site's backend (no DOM, no React): issue a nonce per sign-in, then verify what the
 * wallet signed against the server's own domain and the nonce it issued, consuming it.
 * Throws SiwxExpectationMissingError when `domain` is not an RFC 3986 authority.
 *
 * @example
 * const siwx = createSiwxServer({ domain: 'app.example.com' })
 * app.get('/siwx/nonce', async (_, res) => res.send(await siwx.issueNonce()))
 * app.post('/siwx/verify', async (req, res) => {
 *   const result = await siwx.verifySignIn(req.body)
 *   if (!result.valid) return res.status(401).send(result.reason)
 *   req.session.address = result.address
 *   res.sendStatus(204)
 * })
 */
export function createSiwxServer({
  domain,
  uri,
  chainIds,
  nonceTtl = 5 * 60_000,
  store = createMemoryNonceStore(),
  getClient,
  now = Date.now,
}: CreateSiwxServerParameters): SiwxServer {
  if (typeof domain !== 'string' || !isAuthority(domain))
    throw new SiwxExpectationMissingError({ field: 'domain' })
  return {
    async issueNonce() {
      const nonce = randomNonce()
      await store.put(nonce, now() + nonceTtl)
      return nonce
    },
    async verifySignIn({ message, signature }) {
      if (typeof message !== 'string' || typeof signature !== 'string')
        return { valid: false, reason: typeof message !== 'string' ? 'format' : 'signature' }
      let parsed: ParsedSiwxMessage
      try {
        parsed = parseSiwxMessage(message)
      } catch (error) {
        return { valid: false, reason: 'format', error }
      }
      if (parsed.domain !== domain) return { valid: false, reason: 'domain' }
      if (chainIds && !chainIds.includes(parsed.chainId)) return { valid: false, reason: 'chainId' }
      const time = now()
      // the nonce is spent by this attempt, whatever follows: a replay finds it gone
      if (!(await store.take(parsed.nonce, time))) return { valid: false, reason: 'nonce' }
      const result = await verifySiwxMessage({
        message,
        signature,
        expected: { domain, nonce: parsed.nonce, uri },
        time: new Date(time),
        client: getClient?.(parsed.chainId),
      })
      if (!result.valid)
        return {
          valid: false,
          reason: result.reason,
          ...(result.error ? { error: result.error } : {}),
        }
      return {
        valid: true,
        address: parsed.address,
        chainId: parsed.chainId,
        method: result.method,
        message: parsed,
      }
    },
  }
}
