import { iconUrl } from '../iconUrl.js'
import { parseAddress } from '../readParams.js'
import type { Route } from '../route.js'

/**
 * GET /v1/identity/{address}: the address's first registered name, and its avatar attribute
 * or else the service's generated picture of the name; nulls for an address with no name.
 */
export const getIdentity: Route = async (ctx, { params }) => {
  const [entry] = ctx.names.forAddress(parseAddress(params.address ?? '', 'address'))
  if (!entry) return { json: { name: null, avatar: null } }
  const avatar = entry.attributes.find((attributes) => attributes.avatar)?.avatar
  return {
    json: { name: entry.name, avatar: avatar ?? iconUrl(ctx.baseUrl, entry.name.slice(0, 2)) },
  }
}
