import { expect, test } from 'vitest'
import { mockAdapter } from '../adapter/mockAdapter.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { createLocalSiwx } from '../siwx/createLocalSiwx.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { Network } from '../types/network.js'
import type { KitOptions } from './kitOptions.js'
import { parseKitOptions } from './parseKitOptions.js'

// what a JavaScript caller (or a bad config file) can pass despite the types
const untyped = (options: unknown) => options as KitOptions

test('default', () => {
  const options = parseKitOptions({ networks: [mainnet] })
  expect({ ...options, networks: options.networks.length }).toMatchInlineSnapshot(`
    {
      "adapters": [],
      "allowUnsupportedChain": false,
      "connectMethodsOrder": [
        "email",
        "social",
        "wallet",
      ],
      "defaultAccountTypes": {
        "bip122": "payment",
        "eip155": "smartAccount",
        "solana": "eoa",
      },
      "embedded": false,
      "enableNetworkSwitch": true,
      "endpoints": {},
      "endpointsOff": [],
      "features": {
        "allWallets": true,
        "analytics": false,
        "email": false,
        "history": false,
        "names": false,
        "onramp": false,
        "receive": true,
        "send": true,
        "socials": false,
        "swaps": false,
      },
      "networks": 1,
      "walletFeaturesOrder": [
        "onramp",
        "swaps",
        "receive",
        "send",
      ],
    }
  `)
})

test('parameters: given values win over defaults', () => {
  const options = parseKitOptions({
    networks: [mainnet],
    features: { swaps: true, socials: ['google', 'x'], send: false },
    defaultAccountTypes: { eip155: 'eoa' },
    enableNetworkSwitch: false,
    allowUnsupportedChain: true,
    embedded: true,
    connectMethodsOrder: ['wallet'],
  })
  expect(options.features).toMatchObject({ swaps: true, socials: ['google', 'x'], send: false })
  expect(options.defaultAccountTypes.eip155).toBe('eoa')
  expect(options.enableNetworkSwitch).toBe(false)
  expect(options.allowUnsupportedChain).toBe(true)
  expect(options.embedded).toBe(true)
  expect(options.connectMethodsOrder).toEqual(['wallet'])
})

test('behavior: siweConfig with siwx is rejected', () => {
  expect(() =>
    parseKitOptions({
      networks: [mainnet],
      siwx: createLocalSiwx({ storage: createMemoryDriver() }),
      siweConfig: {},
    }),
  ).toThrowErrorMatchingInlineSnapshot(
    `[ConflictingSiwxOptionsError: Cannot set both \`siweConfig\` and \`siwx\` options]`,
  )
})

test('behavior: a malformed network id throws the CAIP error', () => {
  const broken = { ...mainnet, caipNetworkId: 'eip155' } as unknown as Network
  expect(() => parseKitOptions({ networks: [broken] })).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "eip155"]
  `)
  const threeParts = { ...mainnet, caipNetworkId: 'eip155:1:x' } as Network
  expect(() => parseKitOptions({ networks: [threeParts] })).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "eip155:1:x"]
  `)
})

test('behavior: an unknown namespace throws UnknownNamespaceError', () => {
  expect(() =>
    parseKitOptions(
      untyped({
        networks: [{ ...mainnet, chainNamespace: 'cosmos', caipNetworkId: 'cosmos:hub' }],
      }),
    ),
  ).toThrowErrorMatchingInlineSnapshot(`
    [UnknownNamespaceError: Unknown chain namespace: "cosmos"

    Known namespaces: eip155, solana, bip122]
  `)
})

test('behavior: shape errors are listed together', () => {
  expect(() =>
    parseKitOptions(
      untyped({
        networks: [
          { ...mainnet, name: 1, nativeCurrency: { ...mainnet.nativeCurrency, decimals: 1.5 } },
        ],
        logLevel: 'loud',
        features: { socials: ['myspace'], email: 'yes' },
        endpoints: { dataService: 'not a url' },
        storage: { getItem() {} },
        adapters: [{ namespace: 'cosmos' }],
      }),
    ),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    networks.0.name: Invalid type: Expected string but received 1
    networks.0.nativeCurrency.decimals: Expected a whole number
    adapters.0.namespace: Expected eip155, solana or bip122
    adapters.0.setup: Invalid key: Expected "setup" but received undefined
    adapters.0.$connectors: Invalid key: Expected "$connectors" but received undefined
    endpoints.dataService: Expected an absolute URL or false
    features.email: Expected boolean
    features.socials: Expected false or a list of google, x, discord, farcaster, github, apple, facebook
    storage.setItem: Invalid key: Expected "setItem" but received undefined
    storage.removeItem: Invalid key: Expected "removeItem" but received undefined
    logLevel: Expected debug, info, warn, error, silent]
  `)
})

test('behavior: options that are not an object', () => {
  expect(() => parseKitOptions(untyped(undefined))).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    options: Invalid type: Expected Object but received undefined]
  `)
  expect(() =>
    parseKitOptions(untyped({ networks: 'mainnet' })),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    networks: Invalid type: Expected Array but received "mainnet"]
  `)
})

test('behavior: consistency errors are listed together', () => {
  const mismatched = { ...arbitrum, caipNetworkId: 'solana:42161' } as Network
  expect(() =>
    parseKitOptions({
      networks: [mainnet, mainnet, mismatched],
      defaultNetwork: solana,
      adapters: [
        mockAdapter({ namespace: 'eip155', accounts: [] }),
        mockAdapter({ namespace: 'eip155', accounts: [] }),
        mockAdapter({ namespace: 'bip122', accounts: [] }),
      ],
    }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    networks.1: eip155:1 is listed twice
    networks.2: solana:42161 is not in eip155
    defaultNetwork: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not in networks
    adapters.1: a second adapter for eip155
    adapters.2: no network of bip122 in networks]
  `)
})

test('behavior: no network, empty project id', () => {
  expect(() =>
    parseKitOptions({ networks: [], projectId: '' }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    networks: At least one network is required
    projectId: The project id must not be empty]
  `)
})

test('behavior: a default network from the list is accepted', () => {
  expect(
    parseKitOptions({ networks: [mainnet, arbitrum], defaultNetwork: arbitrum }).defaultNetwork,
  ).toBe(arbitrum)
})

test('behavior: a project id fills in the hosted defaults; false turns one off', () => {
  expect(parseKitOptions({ networks: [mainnet], projectId: 'p' }).endpoints).toEqual({
    dataService: 'https://rpc.walletconnect.org',
    explorer: 'https://api.web3modal.org',
    relay: 'wss://relay.walletconnect.org',
  })
  const options = parseKitOptions({
    networks: [mainnet],
    projectId: 'p',
    features: { analytics: true },
    endpoints: { dataService: 'https://data.example', explorer: false },
  })
  expect(options.endpoints).toEqual({
    dataService: 'https://data.example',
    analytics: 'https://pulse.walletconnect.org',
    relay: 'wss://relay.walletconnect.org',
  })
  expect(options.endpointsOff).toEqual(['explorer'])
  // without a project id nothing hosted is used
  expect(parseKitOptions({ networks: [mainnet], features: { analytics: true } }).endpoints).toEqual(
    {},
  )
})
