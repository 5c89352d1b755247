import type { ResolvedKitOptions } from './kitOptions.js'

/**
 * True when no project id is set and a feature that needs the hosted service is on without
 * its own endpoint: swaps, onramp, history and names (data service), email and socials
 * (embedded wallet), analytics. A data source with a URL of its own (`hostedData({ baseUrl })`)
 * or of one's own making serves the data features without the hosted service.
 */
export function isProjectIdRequired({
  projectId,
  features,
  endpoints,
  endpointsOff = [],
  dataSource,
}: Pick<ResolvedKitOptions, 'projectId' | 'features' | 'endpoints'> &
  Partial<Pick<ResolvedKitOptions, 'endpointsOff' | 'dataSource'>>): boolean {
  if (projectId) return false
  // an endpoint turned off with `false` is the app's choice, not a missing project id
  const missing = (name: 'dataService' | 'embeddedWallet' | 'analytics') =>
    !endpoints[name] && !endpointsOff.includes(name)
  const data = features.swaps || features.onramp || features.history || features.names
  // hostedData() says which URL it was given; any other source is the site's own
  const ownData =
    dataSource !== undefined &&
    (!('baseUrl' in dataSource) || typeof dataSource.baseUrl === 'string')
  const embedded = features.email || (features.socials !== false && features.socials.length > 0)
  return (
    (data && !ownData && missing('dataService')) ||
    (embedded && missing('embeddedWallet')) ||
    (features.analytics && missing('analytics'))
  )
}
