import { badRequest } from '../DataServiceError.js'
import { NAME_SUFFIXES } from '../names/nameSuffixes.js'
import { parseName } from '../names/parseName.js'
import { requireQuery } from '../readParams.js'
import type { Route } from '../route.js'

/** free alternatives offered when the name is taken */
const ALTERNATIVES = 3

/**
 * GET /v1/profile/suggestions/{name}: the name in `zone` with whether it is registered;
 * when it is, the first free numbered alternatives (`alice1`, `alice2`…) too.
 */
export const getProfileSuggestions: Route = async (ctx, { params, query }) => {
  const zone = requireQuery(query, 'zone')
  const suffix = NAME_SUFFIXES.find((s) => s === `.${zone}`)
  if (!suffix) throw badRequest(`zone: one of ${NAME_SUFFIXES.map((s) => s.slice(1)).join(', ')}`)
  const { label } = parseName(params.name ?? '')
  const wanted = `${label}${suffix}`
  const suggestions = [{ name: wanted, registered: ctx.names.get(wanted) !== undefined }]
  for (let n = 1; suggestions[0]?.registered && suggestions.length <= ALTERNATIVES; n++) {
    const name = `${label}${n}${suffix}`
    if (!ctx.names.get(name)) suggestions.push({ name, registered: false })
  }
  return { json: { suggestions } }
}
