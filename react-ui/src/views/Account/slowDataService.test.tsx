// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { type StallServer, startStallServer } from '@walletport/blockchain-api/test'
import { connect, hostedData, open } from '@walletport/core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { focusedText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

// a data service that takes every connection and never answers
let server: StallServer
beforeAll(async () => {
  server = await startStallServer(['accept'])
  await preloadModal()
})
afterAll(() => server.close())
afterEach(cleanup)

test('behavior: a data service that never answers does not hold the modal: it opens and works', async () => {
  const { kit } = createTestKit({
    projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9',
    endpoints: { dataService: server.url },
    // longer than the test: only the modal's own independence lets it pass
    dataSource: hostedData({ timeout: 120_000, retry: false }),
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  // the service is being asked, and has not answered
  await waitFor(() => expect(server.connections).toBeGreaterThan(0))
  expect(server.requests).toEqual([])
  // the tabs answer the keyboard; the NFTs tab says it is loading rather than blocking
  tabTo((e) => e.getAttribute('role') === 'tab')
  press('End')
  await waitFor(() => expect(focusedText()).toBe('NFTs'))
  expect(await within(dialog).findByRole('status')).toBeTruthy()
  expect(within(dialog).getByText('Loading NFTs…')).toBeTruthy()
})
