import type { UniversalProvider } from '@walletconnect/universal-provider'
import * as v from 'valibot'
import { SiwxVerificationError } from '../errors/signIn.js'
import type { Logger } from '../types/logger.js'
import type { PairingAuthenticate, PairingCacao } from '../types/pairing.js'

type Provider = InstanceType<typeof UniversalProvider>

const text = v.optional(v.string())
const CacaoSchema = v.object({
  h: v.object({ t: v.string() }),
  p: v.object({
    iss: v.string(),
    domain: v.string(),
    aud: text,
    uri: text,
    version: v.string(),
    nonce: v.string(),
    iat: v.string(),
    exp: text,
    nbf: text,
    statement: text,
    requestId: text,
    resources: v.optional(v.array(v.string())),
  }),
  s: v.object({ t: v.string(), s: v.string(), m: text }),
})
const ResultSchema = v.object({
  session: v.unknown(),
  auths: v.optional(v.array(v.unknown())),
})

// sign-client's own refusals of a CACAO, before the kit sees it: they are sign-in failures
const CACAO_REFUSALS = ['Cacao does not match the request', 'Signature verification failed']

function readMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  const message = error && typeof error === 'object' && 'message' in error ? error.message : ''
  return typeof message === 'string' ? message : undefined
}

/**
 * Pairs with one-click sign-in (WalletConnect's `wc_sessionAuthenticate`, sent with a session
 * proposal as the fallback): resolves with the raw session. When the wallet authenticated,
 * its CACAOs must pass `auth.verify` first; when they do not, or do not parse, the wallet is
 * told the session is over (`endSession`) and this rejects with a typed error. A wallet that
 * answered the proposal instead returns no CACAO: the sign-in then follows in a second step.
 */
export async function authenticateSession(
  instance: Provider,
  auth: PairingAuthenticate,
  { endSession, log }: { endSession(raw: unknown): Promise<void>; log: Logger },
): Promise<unknown> {
  const { request } = auth
  let answer: unknown
  try {
    answer = await instance.authenticate({
      domain: request.domain,
      chains: [...request.chains],
      nonce: request.nonce,
      uri: request.uri,
      // the recaps are given in full: no methods for sign-client to merge into them
      methods: [],
      ...(request.statement !== undefined && { statement: request.statement }),
      ...(request.exp !== undefined && { exp: request.exp }),
      ...(request.nbf !== undefined && { nbf: request.nbf }),
      ...(request.requestId !== undefined && { requestId: request.requestId }),
      ...(request.resources && { resources: [...request.resources] }),
    })
  } catch (error) {
    const message = readMessage(error)
    if (message && CACAO_REFUSALS.some((refusal) => message.includes(refusal)))
      throw new SiwxVerificationError({ details: message, cause: error as Error })
    throw error
  }
  const parsed = v.safeParse(ResultSchema, answer)
  if (!parsed.success)
    throw new SiwxVerificationError({ details: 'The wallet answered no session' })
  const { session, auths } = parsed.output
  if (!auths?.length) {
    log.debug('pairing: the wallet did not authenticate; sign-in follows the connection')
    return session
  }
  try {
    const cacaos = auths.map((item) => {
      const cacao = v.safeParse(CacaoSchema, item)
      if (!cacao.success) throw new SiwxVerificationError({ details: 'A CACAO is malformed' })
      return cacao.output as PairingCacao
    })
    await auth.verify(cacaos)
  } catch (error) {
    // the wallet holds a session the kit refuses: end it on both sides
    await endSession(session)
    throw error
  }
  return session
}
