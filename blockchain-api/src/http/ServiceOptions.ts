import type { Alert } from '../errors/alerts.js'
import type { RetryOptions } from './getRetryDelay.js'
import type { Sleep } from './sleep.js'

/** What every service factory takes. */
export type ServiceOptions = {
  /** the service's root URL; without one the service is unavailable and every call rejects */
  baseUrl?: string | undefined
  /** sent as the `projectId` query; may be left out for a self-hosted service */
  projectId?: string | undefined
  /** sent as the `st` query */
  sdkType: string
  /** sent as the `sv` query */
  sdkVersion: string
  fetch?: typeof globalThis.fetch | undefined
  /** time-out of one attempt in ms, headers and body together; default 10 s */
  timeout?: number | undefined
  /** default 3 retries, backoff from 1 s doubling up to 30 s; false for none */
  retry?: Partial<RetryOptions> | false | undefined
  /** waits between attempts; replace it in tests */
  sleep?: Sleep | undefined
  /** the clock of caches, gates and Retry-After dates */
  now?: (() => number) | undefined
  /** called at most once per alert code per instance, when a response maps to an alert */
  onAlert?: ((alert: Alert) => void) | undefined
}
