// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { open } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, focusedText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(cleanup)

test('default: a visitor with no wallet learns what one is, then gets one from a store', async () => {
  const { kit } = createTestKit({ mock: { connectors: [] } })
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  tabTo((element) => accessibleText(element) === 'I don’t have a wallet')
  press('Enter')

  const what = await screen.findByRole('dialog', { name: 'What is a wallet?' })
  // the view's code loads when it is first shown
  expect(
    await within(what).findByRole('heading', { name: 'A home for your digital assets' }),
  ).toBeTruthy()
  expect(within(what).getByRole('heading', { name: 'A new way to log in' })).toBeTruthy()
  await expectAccessible(what)
  tabTo((element) => accessibleText(element) === 'Get a wallet')
  press('Enter')

  const get = await screen.findByRole('dialog', { name: 'Get a Wallet' })
  const list = await within(get).findByRole('list', { name: 'Wallets to install' })
  // a desktop browser: each wallet's page in the Chrome Web Store, for the kit's EVM chains
  const links = within(list).getAllByRole('link')
  expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
    'MetaMask on Chrome Web Store',
    'Phantom on Chrome Web Store',
    'Coinbase Wallet on Chrome Web Store',
    'Trust Wallet on Chrome Web Store',
    'OKX Wallet on Chrome Web Store',
    'Rabby Wallet on Chrome Web Store',
  ])
  expect(links[0]?.getAttribute('href')).toBe(
    'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
  )
  for (const link of links) {
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noreferrer noopener')
  }
  await expectAccessible(get)
  // back goes to the explanation, then to Connect
  tabTo((element) => element.getAttribute('aria-label') === 'Back')
  press('Enter')
  await screen.findByRole('dialog', { name: 'What is a wallet?' })
  await waitFor(() => expect(kit.$view.get()).toBe('WhatIsAWallet'))
  expect(focusedText()).not.toBe('')
})

test('parameters: on a phone the stores are its own; featured wallets come first, excluded never', async () => {
  const phantom = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
  const metamask = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
  const original = navigator.userAgent
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
  })
  try {
    const { kit } = createTestKit({
      isMobile: true,
      featuredWalletIds: [phantom],
      excludeWalletIds: [metamask],
    })
    renderWithKit(kit, null)
    await act(() => open(kit, { view: 'GetWallet' }))
    const get = await screen.findByRole('dialog', { name: 'Get a Wallet' })
    const links = await within(get).findAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Phantom on Google Play',
      'Coinbase Wallet on Google Play',
      'Trust Wallet on Google Play',
      'OKX Wallet on Google Play',
      'Rainbow on Google Play',
      'Bitget Wallet on Google Play',
    ])
    expect(links[0]?.getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=app.phantom',
    )
  } finally {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: original })
  }
})
