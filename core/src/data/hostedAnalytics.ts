import {
  type Alert,
  type CreateAnalyticsOptions,
  createAnalytics,
  createWalletExplorer,
} from '@walletport/blockchain-api'
import {
  type AnalyticsPayload,
  createAnalyticsSubscriber,
} from '../events/createAnalyticsSubscriber.js'
import type { KitPlugin } from '../types/plugin.js'
import { SDK_TYPE, SDK_VERSION } from '../version.js'

/** events kept while the explorer's analytics config is asked; older ones are dropped */
const QUEUE_LIMIT = 100

export type HostedAnalyticsParameters = Pick<
  CreateAnalyticsOptions,
  'fetch' | 'timeout' | 'retry' | 'sleep' | 'now'
> & {
  /** the analytics host; the kit's `endpoints.analytics` by default */
  baseUrl?: string
  /** the wallet explorer asked for the project's analytics config; `endpoints.explorer` by default */
  explorerUrl?: string
  /** the page events are sent from; `location.href` by default */
  getUrl?: () => string | undefined
}

/**
 * Docs: /core/data/hostedAnalytics. Sends the kit's track events to the analytics host when
 * `features.analytics` is on and an analytics endpoint is set. With an explorer
 * endpoint, the project's analytics config is asked first: events wait for the answer, and a
 * project with analytics off (or a config that cannot be read) sends nothing. MODAL_CREATED is
 * never sent; failures are logged, never thrown. Pass it in `plugins`.
 *
 * @example
 * const kit = createKit({ ..., features: { analytics: true }, plugins: [hostedAnalytics()] })
 */
export function hostedAnalytics(parameters: HostedAnalyticsParameters = {}): KitPlugin {
  const { baseUrl, explorerUrl, getUrl, ...options } = parameters
  return {
    setup(kit) {
      const { endpoints, features, projectId } = kit.options
      const url = baseUrl ?? endpoints.analytics
      if (!features.analytics || !url) return
      const common = {
        ...options,
        projectId,
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
        onAlert: (alert: Alert) => void kit._internal.alerts.show(alert.code),
      }
      const client = createAnalytics({ ...common, baseUrl: url })
      let state: 'asking' | 'on' | 'off' = 'on'
      let stopped = false
      const queue: AnalyticsPayload[] = []
      const send = async (payload: AnalyticsPayload) => {
        await client.sendEvent(payload)
      }
      const explorer = explorerUrl ?? endpoints.explorer
      if (explorer) {
        state = 'asking'
        createWalletExplorer({ ...common, baseUrl: explorer })
          .getAnalyticsConfig()
          .then(
            ({ isAnalyticsEnabled }) => isAnalyticsEnabled,
            (error: unknown) => {
              kit.log.warn(
                'analytics: the analytics config cannot be read, so nothing is sent',
                error,
              )
              return false
            },
          )
          .then((enabled) => {
            if (stopped) return
            state = enabled ? 'on' : 'off'
            for (const payload of queue.splice(0))
              if (enabled)
                send(payload).catch((error: unknown) =>
                  kit.log.warn('analytics: an event was not sent', error),
                )
          })
      }
      const unsubscribe = kit._internal.events.subscribe(
        createAnalyticsSubscriber({
          isEnabled: () => state !== 'off',
          send(payload) {
            if (state === 'on') return send(payload)
            if (queue.length < QUEUE_LIMIT) queue.push(payload)
          },
          getUrl:
            getUrl ??
            (() => {
              const href = (globalThis as { location?: { href?: unknown } }).location?.href
              return typeof href === 'string' ? href : undefined
            }),
          getAddress: () => kit._internal.chains.activeAddress(),
          now: options.now,
          log: kit.log,
        }),
      )
      return () => {
        stopped = true
        queue.length = 0
        unsubscribe()
      }
    },
  }
}
