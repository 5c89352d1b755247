// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { type StallServer, startStallServer } from '@walletport/blockchain-api/test'
import { connect, hostedData, open } from '@walletport/core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { focusedText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

// a data service that takes every connection and never answers: the lists stay loading
let server: StallServer
beforeAll(async () => {
  server = await startStallServer(['accept'])
  await preloadModal()
})
afterAll(() => server.close())
afterEach(cleanup)

/** a list that is loading: busy, named for what it waits on, placeholder rows and no spinner */
function expectSkeleton(panel: HTMLElement, name: string) {
  const list = within(panel).getByRole('list', { name })
  expect(list.getAttribute('aria-busy')).toBe('true')
  expect(list.querySelectorAll('.wp-skeleton-item').length).toBeGreaterThan(0)
  expect(panel.querySelector('.wp-spinner')).toBeNull()
}

test('behavior: tokens, NFTs and activity show placeholder rows in a busy list while they load', async () => {
  const { kit } = createTestKit({
    projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9',
    endpoints: { dataService: server.url },
    dataSource: hostedData({ timeout: 120_000, retry: false }),
    features: { history: true },
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  await waitFor(() => expect(server.connections).toBeGreaterThan(0))
  expectSkeleton(dialog, 'Loading tokens…')
  await expectAccessible(dialog)

  tabTo((e) => e.getAttribute('role') === 'tab')
  press('ArrowRight')
  await waitFor(() => expect(focusedText()).toBe('NFTs'))
  await waitFor(() => expectSkeleton(dialog, 'Loading NFTs…'))
  press('ArrowRight')
  await waitFor(() => expect(focusedText()).toBe('Activity'))
  await waitFor(() => expectSkeleton(dialog, 'Loading activity…'), { timeout: 5_000 })
  await expectAccessible(dialog)
})
