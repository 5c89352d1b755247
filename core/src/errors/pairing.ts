import { defineError } from './defineError.js'

export class SignClientNotInitializedError extends /* @__PURE__ */ defineError(
  'SignClientNotInitializedError',
  'Sign Client not initialized',
) {}
export class RequestBeforeConnectError extends /* @__PURE__ */ defineError(
  'RequestBeforeConnectError',
  'Please call connect() before request()',
) {}
export class SessionNotInitializedError extends /* @__PURE__ */ defineError(
  'SessionNotInitializedError',
  'Session not initialized. Please call connect() before enable()',
) {}

export type SignClientNotInitializedErrorType = SignClientNotInitializedError & {
  name: 'SignClientNotInitializedError'
}
export type RequestBeforeConnectErrorType = RequestBeforeConnectError & {
  name: 'RequestBeforeConnectError'
}
export type SessionNotInitializedErrorType = SessionNotInitializedError & {
  name: 'SessionNotInitializedError'
}
