import { defineError } from './defineError.js'

export class SendFailedError extends defineError('SendFailedError', 'Something went wrong') {}
export class SolanaSendFailedError extends defineError(
  'SolanaSendFailedError',
  'Failed to send transaction. Please try again.',
) {}
export class UnsupportedChainError extends defineError(
  'UnsupportedChainError',
  'Unsupported chain',
) {}
export class ChainNotSupportedError extends defineError(
  'ChainNotSupportedError',
  'Chain is not supported',
) {}
export class InvalidSendParametersError extends defineError(
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
