import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import * as kit from './kit.js'

test('default', () => {
  const errors = Object.values(kit).map((ErrorClass) => new ErrorClass())
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
    [
      [
        "AdapterNotFoundError",
        "Adapter not found",
      ],
      [
        "ChainAdapterNotFoundError",
        "Chain adapter not found",
      ],
      [
        "NetworkUndefinedError",
        "CaipNetwork is undefined",
      ],
      [
        "NetworkOrAddressUndefinedError",
        "CaipNetwork or CaipAddress is undefined",
      ],
      [
        "NetworkClientNotSetError",
        "NetworkController client not set",
      ],
      [
        "ConnectionClientNotSetError",
        "ConnectionController client not set",
      ],
      [
        "ChainRequiredError",
        "Chain is required to perform this action",
      ],
      [
        "NetworkNotFoundError",
        "Network not found",
      ],
      [
        "AuthConnectorNotFoundError",
        "Address or auth connector not found",
      ],
      [
        "DisconnectFailedError",
        "Failed to disconnect",
      ],
      [
        "ConnectorNotFoundError",
        "Connector not found",
      ],
      [
        "ConnectTimeoutError",
        "Connection timed out",
      ],
      [
        "NoActiveAddressError",
        "No ActiveCaipAddress found",
      ],
    ]
  `)
})

test('parameters: cause', () => {
  const cause = new Error('wallet said no')
  const error = new kit.DisconnectFailedError({ cause })
  expect(error.cause).toBe(cause)
  expect(error.details).toBe('wallet said no')
})
