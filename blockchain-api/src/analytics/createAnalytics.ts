import { ALERTS } from '../errors/alerts.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { parseBaseUrl } from '../http/parseBaseUrl.js'
import type { ServiceOptions } from '../http/ServiceOptions.js'
import { bindService } from '../utils/bindService.js'
import { sendEvent } from './sendEvent.js'

export type CreateAnalyticsOptions = ServiceOptions
export type Analytics = ReturnType<typeof createAnalytics>

/**
 * Docs: /blockchain-api/createAnalytics
 * The analytics client. Sending only when analytics is on is the caller's choice. Without a
 * base URL, `available` is false and sendEvent rejects with ServiceUnavailableError.
 */
export function createAnalytics(options: CreateAnalyticsOptions) {
  const baseUrl = parseBaseUrl('analytics', options.baseUrl)
  const now = options.now ?? Date.now
  const ctx =
    baseUrl === undefined
      ? undefined
      : {
          now,
          http: createHttpClient({
            ...options,
            baseUrl,
            now,
            // the analytics host answers a disallowed origin with a bare 403
            alertForStatus: (status) =>
              status === 403 ? ALERTS.INVALID_APP_CONFIGURATION : undefined,
          }),
        }
  const bind = bindService('analytics', ctx)
  return { available: ctx !== undefined, sendEvent: bind.async(sendEvent) }
}
