import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  InvalidPairingUriError,
  NoPairingNamespaceError,
  RelayUnreachableError,
} from './pairingFailure.js'

test('default', () => {
  const errors = [
    new RelayUnreachableError({ relayUrl: 'wss://relay.example' }),
    new NoPairingNamespaceError({ adapters: ['eip155', 'solana'], requested: ['bip122'] }),
    new NoPairingNamespaceError({ adapters: [] }),
    new InvalidPairingUriError({ reason: 'It is far too long.' }),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.message])).toMatchInlineSnapshot(`
    [
      [
        "RelayUnreachableError",
        "The WalletConnect relay at wss://relay.example cannot be reached

    Check that the relay is running and that this page can reach it (network, firewall, proxy).
    Check the relay URL (walletConnect({ relayUrl }) or endpoints.relay) and, on the public relay, the project id.",
      ],
      [
        "NoPairingNamespaceError",
        "None of the configured adapters can pair over WalletConnect

    Configured adapters: eip155, solana
    Requested namespaces: bip122
    An adapter lists its WalletConnect connector once loaded and given the kit’s walletConnect() option; a lazy adapter counts once its code has loaded.",
      ],
      [
        "NoPairingNamespaceError",
        "None of the configured adapters can pair over WalletConnect

    Configured adapters: none
    An adapter lists its WalletConnect connector once loaded and given the kit’s walletConnect() option; a lazy adapter counts once its code has loaded.",
      ],
      [
        "InvalidPairingUriError",
        "Not a WalletConnect pairing URI

    Details: It is far too long.",
      ],
    ]
  `)
})
