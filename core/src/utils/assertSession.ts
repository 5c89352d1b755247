import { RequestBeforeConnectError } from '../errors/pairing.js'

/** Docs: /core/utils/assertSession. Requests need a session: 'Please call connect() before request()'. */
export function assertSession<TSession>(
  session: TSession | null | undefined,
): asserts session is TSession {
  if (session === undefined || session === null) throw new RequestBeforeConnectError()
}
