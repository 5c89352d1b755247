import { defineError } from './defineError.js'

export class SendFailedError extends /* @__PURE__ */ defineError(
  'SendFailedError',
  'Something went wrong',
) {}
export class SolanaSendFailedError extends /* @__PURE__ */ defineError(
  'SolanaSendFailedError',
  'Failed to send transaction. Please try again.',
) {}
export class UnsupportedChainError extends /* @__PURE__ */ defineError(
  'UnsupportedChainError',
  'Unsupported chain',
) {}
export class ChainNotSupportedError extends /* @__PURE__ */ defineError(
  'ChainNotSupportedError',
  'Chain is not supported',
) {}
export class InvalidSendParametersError extends /* @__PURE__ */ defineError(
  'InvalidSendParametersError',
  'Please enter a valid amount and receiver address',
) {}

export type SendFailedErrorType = SendFailedError & { name: 'SendFailedError' }
export type SolanaSendFailedErrorType = SolanaSendFailedError & { name: 'SolanaSendFailedError' }
export type UnsupportedChainErrorType = UnsupportedChainError & { name: 'UnsupportedChainError' }
export type ChainNotSupportedErrorType = ChainNotSupportedError & { name: 'ChainNotSupportedError' }
export type InvalidSendParametersErrorType = InvalidSendParametersError & {
  name: 'InvalidSendParametersError'
}
