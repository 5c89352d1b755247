import { BaseError } from './base.js'
import { defineError } from './defineError.js'

export class RequestAbortedError extends /* @__PURE__ */ defineError(
  'RequestAbortedError',
  'Request was aborted',
) {}
/** the frame answered an error with no message of its own */
export class FrameRequestError extends /* @__PURE__ */ defineError(
  'FrameRequestError',
  'Something went wrong',
) {}
export class FrameUnknownError extends /* @__PURE__ */ defineError(
  'FrameUnknownError',
  'An error occurred',
) {}
export class RpcNotAllowedError extends /* @__PURE__ */ defineError(
  'RpcNotAllowedError',
  'Requested RPC call is not allowed',
) {}
export class EmailLoginDependencyError extends /* @__PURE__ */ defineError(
  'EmailLoginDependencyError',
  'Unable to load email login dependency',
) {}

export type EmailCooldownErrorType = EmailCooldownError & { name: 'EmailCooldownError' }
/** an email login within the cooldown of the last one */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError' as const
  readonly secondsLeft: number
  constructor({ secondsLeft }: { secondsLeft: number }) {
    super(`Please try again after ${secondsLeft} seconds`)
    this.secondsLeft = secondsLeft
  }
}

export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }
export type FrameRequestErrorType = FrameRequestError & { name: 'FrameRequestError' }
export type FrameUnknownErrorType = FrameUnknownError & { name: 'FrameUnknownError' }
export type RpcNotAllowedErrorType = RpcNotAllowedError & { name: 'RpcNotAllowedError' }
export type EmailLoginDependencyErrorType = EmailLoginDependencyError & {
  name: 'EmailLoginDependencyError'
}
