// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { connect, open } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createTestKit, evmAddress } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

test('default: tokens with amounts to 3 decimals and fiat values to 2; activity with history', async () => {
  const { kit } = createTestKit({ features: { history: true } })
  await act(() => connect(kit, { connectorId: 'mock' }))
  // core's data source would write these; there is none in the test kit
  act(() => {
    kit._internal.chains.updateAccount('eip155', {
      profileName: 'ada.eth',
      tokenBalance: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          address: '0xa0b8',
          value: 1234.565,
          price: 1,
          quantity: { decimals: '6', numeric: '1234.56789' },
          iconUrl: '',
        },
      ],
    })
    kit._internal.transactions.succeed({
      transactions: [
        {
          id: 't1',
          metadata: {
            minedAt: '2025-03-01T10:00:00Z',
            operationType: 'send',
            status: 'failed',
            sentFrom: evmAddress,
            sentTo: '0x01',
          },
          transfers: [],
        },
      ],
      next: undefined,
    })
  })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  expect(within(dialog).getByText('ada.eth')).toBeTruthy()
  const tokens = within(dialog).getByRole('list', { name: 'Tokens' })
  expect(within(tokens).getByText('1,234.567 USDC')).toBeTruthy()
  expect(within(tokens).getByText('$1,234.57')).toBeTruthy()
  await expectAccessible(dialog)

  const tab = tabTo((e) => e.getAttribute('role') === 'tab')
  expect(tab.textContent).toBe('Tokens')
  press('End')
  await waitFor(() =>
    expect(
      within(dialog).getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected'),
    ).toBe('true'),
  )
  const activity = await within(dialog).findByRole('list', { name: 'Activity' })
  // without a data source the rows core already holds stay (ActivityList.test reads a server)
  expect(activity.textContent).toContain('Sent')
  expect(activity.textContent).toContain('Failed')
  expect(activity.querySelector('time')?.getAttribute('title')).toContain('Mar 1, 2025')
  await expectAccessible(dialog)
})

test('behavior: the copy button copies the full address and says so', async () => {
  const writeText = vi.fn(async (_text: string) => {})
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  const { kit } = createTestKit()
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Account' })
  tabTo((e) => e.getAttribute('aria-label') === 'Copy address')
  press('Enter')
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(evmAddress))
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Address copied'),
  )
})

test('default: the view of a feature that is off gives way to the opening view', async () => {
  // swaps are off unless the app turns them on
  const { kit } = createTestKit()
  renderWithKit(kit, null)
  await act(() => open(kit, { view: 'Swap' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(within(dialog).queryByText('Network not supported for Swaps')).toBeNull()
  await waitFor(() => expect(kit.$view.get()).toBe('Connect'))
  await expectAccessible(dialog)
})
