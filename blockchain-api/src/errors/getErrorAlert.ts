import type { Alert } from './alerts.js'
import { HttpStatusError } from './request.js'

/** The alert an error or one of its causes carries, if any. */
export function getErrorAlert(error: unknown): Alert | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current instanceof Error && !seen.has(current)) {
    if (current instanceof HttpStatusError && current.alert) return current.alert
    seen.add(current)
    current = current.cause
  }
  return undefined
}
