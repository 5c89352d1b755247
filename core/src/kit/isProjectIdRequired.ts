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
}: Pick<ResolvedKitOptions, 'projectId' | 'features' | 'endpoints'>): boolean {
  if (projectId) return false
  const data = features.swaps || features.onramp || features.history || features.names
  const embedded = features.email || (features.socials !== false && features.socials.length > 0)
  return (
    (data && !endpoints.dataService) ||
    (embedded && !endpoints.embeddedWallet) ||
    (features.analytics && !endpoints.analytics)
  )
}
