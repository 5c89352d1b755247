import { BaseError } from '../errors/base.js'

/** The short text of anything thrown, for events and toasts. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message
  return String(error)
}
