import type { ResolvedKitOptions } from './kitOptions.js'

/**
 * True when no project id is set and a feature that needs the hosted service is on without
 * its own endpoint: swaps, onramp, history and names (data service), email and socials
 * (embedded wallet), analytics.
 */
export function isProjectIdRequired({
  projectId,
  features,
  endpoints,
  endpointsOff = [],
}: Pick<ResolvedKitOptions, 'projectId' | 'features' | 'endpoints'> &
  Partial<Pick<ResolvedKitOptions, 'endpointsOff'>>): boolean {
  if (projectId) return false
  // an endpoint turned off with `false` is the app's choice, not a missing project id
  const missing = (name: 'dataService' | 'embeddedWallet' | 'analytics') =>
    !endpoints[name] && !endpointsOff.includes(name)
  const data = features.swaps || features.onramp || features.history || features.names
  const embedded = features.email || (features.socials !== false && features.socials.length > 0)
  return (
    (data && missing('dataService')) ||
    (embedded && missing('embeddedWallet')) ||
    (features.analytics && missing('analytics'))
  )
}
