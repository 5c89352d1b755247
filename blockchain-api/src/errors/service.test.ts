import { expect, test } from 'vitest'
import { NetworkNotSupportedError, ServiceUnavailableError } from './service.js'

test('default', () => {
  expect(new ServiceUnavailableError({ service: 'data service' })).toMatchInlineSnapshot(`
    [ServiceUnavailableError: The data service is not configured

    Pass its baseUrl to enable it.]
  `)
})

test('behavior: the spec messages for unsupported networks', () => {
  expect(
    new NetworkNotSupportedError({ feature: 'Gas Price', caipNetworkId: 'eip155:137' }),
  ).toMatchInlineSnapshot(`
    [NetworkNotSupportedError: Network not supported for Gas Price

    Network: eip155:137]
  `)
  expect(
    new NetworkNotSupportedError({ feature: 'Swaps', caipNetworkId: 'eip155:137' }).shortMessage,
  ).toBe('Network not supported for Swaps')
})
