import type { Route } from '../route.js'

/** GET /v1/supported-chains: the demo chains, over http only (the service has no websocket). */
export const getSupportedChains: Route = async (ctx) => ({
  json: { http: [...ctx.chains.keys()], ws: [] },
})
