import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidNetworkIdError,
  UnknownNamespaceError,
} from './caip.js'

test('default', () => {
  expect(new InvalidCaipAddressError({ value: 'eip155:1' })).toMatchInlineSnapshot(`
    [InvalidCaipAddressError: Invalid CAIP Address

    Received: "eip155:1"]
  `)
})

test('parameters: value', () => {
  expect(new InvalidCaip10AddressError({ value: 'eip155::0x' })).toMatchInlineSnapshot(`
    [InvalidCaip10AddressError: Invalid CAIP-10 address

    Received: "eip155::0x"]
  `)
  expect(new InvalidNetworkIdError({ value: 'eip155' })).toMatchInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "eip155"]
  `)
  expect(new UnknownNamespaceError({ namespace: 'cosmos' })).toMatchInlineSnapshot(`
    [UnknownNamespaceError: Unknown chain namespace: "cosmos"

    Known namespaces: eip155, solana, bip122]
  `)
})

test('behavior: the spec messages, literal names, one family', () => {
  const errors = [
    new InvalidCaipAddressError({ value: '' }),
    new InvalidCaip10AddressError({ value: '' }),
    new InvalidNetworkIdError({ value: '' }),
    new UnknownNamespaceError({ namespace: '' }),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
    [
      [
        "InvalidCaipAddressError",
        "Invalid CAIP Address",
      ],
      [
        "InvalidCaip10AddressError",
        "Invalid CAIP-10 address",
      ],
      [
        "InvalidNetworkIdError",
        "Invalid CAIP-2 network id",
      ],
      [
        "UnknownNamespaceError",
        "Unknown chain namespace: """,
      ],
    ]
  `)
})
