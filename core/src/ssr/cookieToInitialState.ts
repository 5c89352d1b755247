import { parseCookies } from '../storage/cookieStorage.js'
import { INITIAL_STATE_COOKIE, type InitialState } from './initialState.js'
import { type ParseInitialStateParameters, parseInitialState } from './parseInitialState.js'

export type CookieToInitialStateParameters = ParseInitialStateParameters

/**
 * Docs: /core/ssr/cookieToInitialState. Reads the state cookieStorage keeps from a request's
 * Cookie header, for the server to render the connection the browser has. No cookie, a
 * corrupt one, another app's or one naming a network the kit lacks: undefined (the page
 * renders disconnected), with a typed warning to `onWarning` for the last three.
 *
 * @example
 * // app/layout.tsx (a server component)
 * const initialState = cookieToInitialState((await headers()).get('cookie'), { networks })
 * return <Providers initialState={initialState}>{children}</Providers>
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
  parameters: CookieToInitialStateParameters,
): InitialState | undefined {
  if (!cookieHeader) return undefined
  const raw = parseCookies(cookieHeader).get(INITIAL_STATE_COOKIE)
  if (raw === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    json = raw
  }
  return parseInitialState(json, parameters)
}
