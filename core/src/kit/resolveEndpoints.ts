import { DEFAULT_ENDPOINTS } from '../data/defaultEndpoints.js'
import type { EndpointName, KitEndpoints, KitOptions } from './kitOptions.js'

/**
 * The endpoints a kit uses: each one given, else with a project id the hosted default
 * (analytics only when `features.analytics` is on), else none; `false` turns one off.
 */
export function resolveEndpoints({
  projectId,
  endpoints = {},
  features,
}: Pick<KitOptions, 'projectId' | 'endpoints' | 'features'>): {
  endpoints: KitEndpoints
  endpointsOff: EndpointName[]
} {
  const resolved: KitEndpoints = {}
  const off: EndpointName[] = []
  const names = Object.keys({ ...DEFAULT_ENDPOINTS, embeddedWallet: '' }) as EndpointName[]
  for (const name of names) {
    const given = endpoints[name]
    if (given === false) off.push(name)
    else if (given) resolved[name] = given
    else if (projectId && name !== 'embeddedWallet') {
      if (name === 'analytics' && !features?.analytics) continue
      resolved[name] = DEFAULT_ENDPOINTS[name]
    }
  }
  return { endpoints: resolved, endpointsOff: off }
}
