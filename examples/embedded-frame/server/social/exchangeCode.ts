import { createRemoteJWKSet, jwtVerify } from 'jose'
import * as v from 'valibot'
import { FrameServerError } from '../FrameServerError.js'
import type { ProviderIdentity } from './presets.js'
import type { ResolvedProvider } from './resolveProvider.js'

const TokenAnswerSchema = v.object({ access_token: v.string(), id_token: v.optional(v.string()) })

type KeySets = Map<string, ReturnType<typeof createRemoteJWKSet>>

async function requestTokens(
  { preset, clientId, clientSecret }: ResolvedProvider,
  params: Record<string, string>,
) {
  const secret = await clientSecret()
  const form = new URLSearchParams({ grant_type: 'authorization_code', ...params })
  const headers: Record<string, string> = { accept: 'application/json' }
  if (preset.tokenRequest === 'post-basic')
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`
  else {
    form.set('client_id', clientId)
    form.set('client_secret', secret)
  }
  if (preset.tokenRequest === 'get-query') return fetch(`${preset.tokenUrl}?${form}`, { headers })
  headers['content-type'] = 'application/x-www-form-urlencoded'
  return fetch(preset.tokenUrl, { method: 'POST', headers, body: form })
}

/**
 * Trades a code for tokens (with the PKCE verifier), checks the ID token where the provider
 * is an OpenID one, and reads who signed in.
 */
export async function exchangeCode(
  provider: ResolvedProvider,
  {
    code,
    verifier,
    nonce,
    redirectUri,
    keySets,
  }: { code: string; verifier: string; nonce: string; redirectUri: string; keySets: KeySets },
): Promise<ProviderIdentity> {
  const { preset, clientId } = provider
  const response = await requestTokens(provider, {
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  })
  const body: unknown = await response.json().catch(() => undefined)
  const tokens = v.safeParse(TokenAnswerSchema, body)
  // GitHub answers a refused code with 200 and an `error` field: the schema catches it too
  if (!response.ok || !tokens.success)
    throw new FrameServerError(502, `The login provider refused the code (${response.status})`)
  let claims: Record<string, unknown> | undefined
  if (preset.idToken) {
    const { issuer, jwksUri } = preset.idToken
    if (!tokens.output.id_token) throw new FrameServerError(502, 'The provider sent no ID token')
    let keySet = keySets.get(jwksUri)
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(jwksUri))
      keySets.set(jwksUri, keySet)
    }
    try {
      ;({ payload: claims } = await jwtVerify(tokens.output.id_token, keySet, {
        issuer,
        audience: clientId,
      }))
    } catch (cause) {
      throw new FrameServerError(502, `The ID token is not valid (${String(cause)})`)
    }
    if (claims.nonce !== nonce)
      throw new FrameServerError(502, 'The ID token does not match this login')
  }
  const accessToken = tokens.output.access_token
  try {
    return await preset.readIdentity({
      accessToken,
      claims,
      async getJson(url) {
        const answer = await fetch(url, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        })
        if (!answer.ok) throw new Error(`${new URL(url).pathname} answered ${answer.status}`)
        return answer.json()
      },
    })
  } catch (cause) {
    if (cause instanceof FrameServerError) throw cause
    throw new FrameServerError(502, `The provider's account could not be read (${String(cause)})`)
  }
}
