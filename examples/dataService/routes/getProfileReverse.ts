import { parseAddress } from '../readParams.js'
import type { Route } from '../route.js'

/** GET /v1/profile/reverse/{address}: the names registered to the address, oldest first. */
export const getProfileReverse: Route = async (ctx, { params }) => ({
  json: ctx.names.forAddress(parseAddress(params.address ?? '', 'address')),
})
