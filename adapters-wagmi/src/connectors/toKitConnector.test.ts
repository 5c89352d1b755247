import { createConfig, injected, mock } from '@wagmi/core'
import { type EIP1193Provider, http } from 'viem'
import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { toKitConnector } from './toKitConnector.js'

const ICON = 'data:image/svg+xml,<svg/>'

test('default: an EIP-6963 wallet, as wagmi makes its connector, is announced and installed', () => {
  // only the shape wagmi reads while listing: nothing is requested of it here
  const provider = {
    request: async () => null,
    on() {},
    removeListener() {},
  } as unknown as EIP1193Provider
  const config = createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    multiInjectedProviderDiscovery: false,
    connectors: [
      injected({ target: { id: 'org.example.wallet', name: 'Example', icon: ICON, provider } }),
    ],
  })
  expect(config.connectors.map(toKitConnector)).toEqual([
    {
      id: 'org.example.wallet',
      name: 'Example',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: ICON,
      rdns: 'org.example.wallet',
      installed: true,
    },
  ])
})

test('behavior: the generic injected connector, and any other kind as external', () => {
  const config = createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    multiInjectedProviderDiscovery: false,
    connectors: [injected(), mock({ accounts: ['0x0000000000000000000000000000000000000001'] })],
  })
  expect(config.connectors.map(toKitConnector)).toEqual([
    { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155', installed: false },
    { id: 'mock', name: 'Mock Connector', type: 'EXTERNAL', chain: 'eip155' },
  ])
  expect(
    toKitConnector({ id: 'x', name: 'X', type: 'injected', rdns: ['com.x', 'com.y'] }),
  ).toMatchObject({ type: 'ANNOUNCED', rdns: 'com.x' })
})
