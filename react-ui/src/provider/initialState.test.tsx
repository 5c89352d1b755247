// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import {
  connect,
  cookieStorage,
  cookieToInitialState,
  disconnect,
  type InitialState,
  type Kit,
  parseCookies,
} from '@walletport/core'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { WalletportProvider } from '../ssr/WalletportProvider.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { WalletportProvider as MainProvider } from './WalletportProvider.js'

afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
  document.body.innerHTML = ''
  const jar = cookieStorage()
  for (const name of parseCookies(document.cookie).keys()) jar.removeItem(name)
})

const page = (kit: Kit, initialState: unknown) => (
  <WalletportProvider kit={kit} initialState={initialState as InitialState}>
    <main>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </main>
  </WalletportProvider>
)

/** the server's markup for `initialState`, hydrated in the browser with `browserKit` */
async function hydrate(initialState: unknown, browserKit: Kit) {
  const html = renderToString(page(createTestKit().kit, initialState))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, 'error')
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, page(browserKit, initialState), { onRecoverableError: recoverable })
  })
  return { html, errors, recoverable }
}

const connectedState = {
  version: 1,
  activeNetworkId: 'eip155:42161',
  accounts: [{ namespace: 'eip155', address: evmAddress, networkId: 'eip155:42161' }],
}

test('default: the server renders the connection of its cookie; the page hydrates as it was', async () => {
  // the browser that connected before: its kit kept the state in a cookie
  const before = createTestKit({ driver: cookieStorage() })
  const stop = (await import('@walletport/core')).watchInitialState(before.kit)
  await before.kit.ready
  await connect(before.kit, { connectorId: 'mock' })
  const { switchNetwork } = await import('@walletport/core')
  await switchNetwork(before.kit, { networkId: 'eip155:42161' })
  stop()
  const initialState = cookieToInitialState(document.cookie, {
    networks: before.kit.options.networks,
  })
  expect(initialState).toEqual(connectedState)

  const browser = createTestKit({ driver: cookieStorage(), mock: { authorized: ['mock'] } })
  const { html, errors, recoverable } = await hydrate(initialState, browser.kit)
  expect(html).toContain('0x5a…1BeAed')
  expect(html).toContain('data-state="connected"')
  expect(html).toContain('Arbitrum One')
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  await waitFor(() => expect(browser.kit.$status.get()).toBe('connected'))
  expect(await screen.findByText('1.234 ETH')).toBeTruthy()

  // a disconnect removes the cookie: the next server render is disconnected
  await act(() => disconnect(browser.kit))
  await waitFor(() =>
    expect(cookieToInitialState(document.cookie, { networks: browser.kit.options.networks })).toBe(
      undefined,
    ),
  )
})

test('bad input: a corrupt or foreign state, or one for another network, renders disconnected with no hydration error', async () => {
  const cases: unknown[] = [
    { hello: 'world' },
    'garbage',
    { ...connectedState, version: 9 },
    { ...connectedState, activeNetworkId: 'eip155:8453' },
    {
      ...connectedState,
      accounts: [{ namespace: 'eip155', address: evmAddress, networkId: 'eip155:10' }],
    },
  ]
  for (const initialState of cases) {
    const browser = createTestKit()
    const warn = vi.spyOn(browser.kit.log, 'warn')
    const { html, errors, recoverable } = await hydrate(initialState, browser.kit)
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain('0x5a…1BeAed')
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Initial state ignored'))
    cleanup()
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  }
})

test('behavior: the main entry’s provider keeps no server state; the one of ./ssr keeps it, given none', async () => {
  const networks = createTestKit().kit.options.networks
  const stored = () => cookieToInitialState(document.cookie, { networks })
  const plain = createTestKit({ driver: cookieStorage() })
  render(
    <MainProvider kit={plain.kit}>
      <ConnectButton />
    </MainProvider>,
  )
  await act(() => connect(plain.kit, { connectorId: 'mock' }))
  expect(stored()).toBe(undefined)
  cleanup()

  const ssr = createTestKit({ driver: cookieStorage() })
  render(page(ssr.kit, undefined))
  await act(() => connect(ssr.kit, { connectorId: 'mock' }))
  await waitFor(() => expect(stored()?.accounts[0]?.address).toBe(evmAddress))
})
