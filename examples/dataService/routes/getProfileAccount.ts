import { DataServiceError } from '../DataServiceError.js'
import { parseName } from '../names/parseName.js'
import type { Route } from '../route.js'

/** GET /v1/profile/account/{name}: a registered name and its addresses; 404 for another. */
export const getProfileAccount: Route = async (ctx, { params, query }) => {
  const version = query.get('apiVersion')
  if (version !== null && version !== '2') throw new DataServiceError(400, 'apiVersion: only 2')
  const entry = ctx.names.get(parseName(params.name ?? '').name)
  if (!entry) throw new DataServiceError(404, 'Name not found')
  return { json: entry }
}
