import { defineError } from './defineError.js'

export class SiwxNotEnabledError extends /* @__PURE__ */ defineError(
  'SiwxNotEnabledError',
  'SIWX is not enabled',
) {}
export class NoActiveNetworkError extends /* @__PURE__ */ defineError(
  'NoActiveNetworkError',
  'No ActiveCaipNetwork or client found',
) {}
export class NoConnectionClientError extends /* @__PURE__ */ defineError(
  'NoConnectionClientError',
  'No ConnectionController client found',
) {}
export class SignInInitError extends /* @__PURE__ */ defineError(
  'SignInInitError',
  'A problem occurred while trying initialize authentication',
) {}
export class SmartAccountSignatureError extends /* @__PURE__ */ defineError(
  'SmartAccountSignatureError',
  'This application might not support Smart Accounts',
) {}
export class SignatureDeclinedError extends /* @__PURE__ */ defineError(
  'SignatureDeclinedError',
  'Signature declined',
) {}

/** the cause behind a declined sign-in when the wallet signed but the session did not verify */
export class SiwxVerificationError extends /* @__PURE__ */ defineError(
  'SiwxVerificationError',
  'The sign-in signature could not be verified',
) {}

export type SiwxNotEnabledErrorType = SiwxNotEnabledError & { name: 'SiwxNotEnabledError' }
export type NoActiveNetworkErrorType = NoActiveNetworkError & { name: 'NoActiveNetworkError' }
export type NoConnectionClientErrorType = NoConnectionClientError & {
  name: 'NoConnectionClientError'
}
export type SignInInitErrorType = SignInInitError & { name: 'SignInInitError' }
export type SmartAccountSignatureErrorType = SmartAccountSignatureError & {
  name: 'SmartAccountSignatureError'
}
export type SignatureDeclinedErrorType = SignatureDeclinedError & { name: 'SignatureDeclinedError' }
export type SiwxVerificationErrorType = SiwxVerificationError & { name: 'SiwxVerificationError' }
