// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import type { TestServer } from '@walletport/blockchain-api/test'
import { connect, open } from '@walletport/core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createTranslate } from '../../i18n/createTranslate.js'
import { deButtons } from '../../i18n/de/buttons.js'
import { deModal } from '../../i18n/de/modal.js'
import { enButtons } from '../../i18n/en/buttons.js'
import { enModal } from '../../i18n/en/modal.js'
import { createFeatureTestKit, startDataServer } from '../../test/createFeatureTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { focusedText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { formatShortTime } from './formatShortTime.js'

let server: TestServer
beforeAll(async () => {
  server = await startDataServer()
  await preloadModal()
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.reset()
})

async function openActivity(kit: ReturnType<typeof createFeatureTestKit>['kit']) {
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  tabTo((e) => e.getAttribute('role') === 'tab')
  press('End')
  return dialog
}

const historyReads = () =>
  server.requests.filter((r) => r.path.endsWith('/history')).map((r) => r.query.get('cursor'))

test('default: the first page on open, the next by cursor with Load more; spam and other chains left out', async () => {
  const { kit } = createFeatureTestKit(server, { features: { history: true } })
  const dialog = await openActivity(kit)
  const list = await within(dialog).findByRole('list', { name: 'Activity' })
  // the documented page 1: a1 (ETH in), a2 (spam only, hidden), a3 (arbitrum, hidden),
  // a4 (a spam and a real NFT: the real one shows), a5 (no transfers)
  const rows = within(list).getAllByRole('listitem')
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Received+1.000 ETH'),
    expect.stringContaining('Received+1 Card'),
    expect.stringContaining('Received'),
  ])
  expect(rows[1]?.getAttribute('data-kind')).toBe('nft')
  expect(rows[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2025-01-01T00:00:00Z')
  expect(rows[0]?.querySelector('time')?.textContent).toMatch(/^\d+(y|mo)$/)
  expect(historyReads()).toEqual([null])
  await expectAccessible(dialog)

  tabTo((e) => e.textContent === 'Load more')
  press('Enter')
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4))
  expect(historyReads()).toEqual([null, 'cursor-2'])
  // the last page has no cursor: nothing more to load
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull()
  await expectAccessible(dialog)
})

test('behavior: an amount under 0.001 reads <0.001, an NFT count is whole, in the locale', async () => {
  const record = (id: string, transfers: unknown[]) => ({
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt: '2025-01-01T00:00:00Z',
      sentFrom: '0x3333333333333333333333333333333333333333',
      sentTo: '0x3333333333333333333333333333333333333333',
      status: 'confirmed',
      nonce: 1,
      chain: 'eip155:1',
    },
    transfers,
  })
  const token = (numeric: string) => ({
    fungible_info: { name: 'Ether', symbol: 'ETH', icon: null },
    nft_info: null,
    direction: 'out',
    quantity: { numeric },
  })
  const nft = {
    fungible_info: null,
    nft_info: { name: 'Crane' },
    direction: 'in',
    quantity: { numeric: '12000' },
  }
  server.route('GET /v1/account/:address/history', () => ({
    json: {
      data: [
        record('t1', [token('0.0000421')]),
        record('t2', [nft]),
        record('t3', [token('1234.5')]),
      ],
      next: null,
    },
  }))
  const { kit } = createFeatureTestKit(server, { features: { history: true }, locale: 'de' })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Konto' })
  tabTo((e) => e.getAttribute('role') === 'tab')
  press('End')
  const list = await within(dialog).findByRole('list', { name: 'Aktivität' })
  const amounts = within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.wp-token-amount')?.textContent)
  expect(amounts).toEqual(['−<0,001 ETH', '+12.000 Crane', '−1.234,500 ETH'])
})

test('behavior: nothing to show is the empty state', async () => {
  server.route('GET /v1/account/:address/history', () => ({ json: { data: [], next: null } }))
  const { kit } = createFeatureTestKit(server, { features: { history: true } })
  const dialog = await openActivity(kit)
  expect(await within(dialog).findByText('No activity yet')).toBeTruthy()
  await expectAccessible(dialog)
})

test('behavior: a failed read is the empty state and core toast, in the catalogue', async () => {
  server.route('GET /v1/account/:address/history', () => ({ status: 500, body: 'down' }))
  const { kit } = createFeatureTestKit(server, { features: { history: true }, locale: 'de' })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Konto' })
  tabTo((e) => e.getAttribute('role') === 'tab')
  press('End')
  await waitFor(() => expect(focusedText()).toBe('Aktivität'))
  expect(await screen.findByText('Noch keine Aktivität')).toBeTruthy()
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe(
      'Transaktionen konnten nicht geladen werden',
    ),
  )
})

test('parameters: core short labels in each catalogue', () => {
  const now = Date.parse('2025-06-01T12:00:00Z')
  const en = createTranslate({ ...enButtons, ...enModal })
  const de = createTranslate({ ...deButtons, ...deModal })
  expect(formatShortTime(en, '2025-06-01T12:00:00Z', now)).toBe('now')
  expect(formatShortTime(en, '2025-06-01T11:59:48Z', now)).toBe('12s')
  expect(formatShortTime(en, '2025-06-01T11:55:00Z', now)).toBe('5m')
  expect(formatShortTime(de, '2025-05-30T12:00:00Z', now)).toBe('2 T.')
  expect(formatShortTime(de, '2025-02-01T12:00:00Z', now)).toBe('4 Mon.')
  expect(formatShortTime(en, '2023-06-01T12:00:00Z', now)).toBe('2y')
  expect(formatShortTime(en, 'not a date', now)).toBeUndefined()
})
