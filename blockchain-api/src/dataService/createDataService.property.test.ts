import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/BaseError.js'
import { CALLS } from '../test/dataServiceCalls.js'
import * as api from '../test/documentedApi.js'
import { assertNoPollution, assertPlainPrototypes, hostileValue } from '../test/hostileJson.js'
import { createDataService } from './createDataService.js'

/** a data service whose every answer (but the chain list) is `body`, as the service sent it */
function serviceAnswering(body: string) {
  return createDataService({
    baseUrl: 'https://data.test',
    projectId: api.PROJECT_ID,
    ...api.SDK,
    retry: false,
    fetch: async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname === '/v1/supported-chains') return Response.json(api.SUPPORTED_CHAINS)
      return new Response(body, { headers: { 'content-type': 'application/json' } })
    },
  })
}

/** hostile values as the bytes of a body: `__proto__` keys stay own keys once parsed */
const bodies = fc.oneof(
  hostileValue().map((value) => JSON.stringify(value) ?? ''),
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes"},"balances":[{"__proto__":{"polluted":"yes"}}]}',
    '{"constructor":{"prototype":{"polluted":"yes"}},"data":[],"next":null}',
  ),
)

test.each(CALLS)(
  'behavior: %s with hostile bodies ends in a result or a typed error, polluting nothing',
  async (_, call) => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        try {
          assertPlainPrototypes(await call(serviceAnswering(body)))
        } catch (error) {
          if (!(error instanceof BaseError)) throw error
        }
        assertNoPollution()
        expect({}).not.toHaveProperty('polluted')
      }),
      { numRuns: 40 },
    )
  },
  60_000,
)
