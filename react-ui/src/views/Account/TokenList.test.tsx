// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react'
import { connect, open, type TokenBalance } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { stubImage } from '../../test/stubImage.js'

beforeAll(preloadModal)
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  cleanup()
})

const token = (fields: Partial<TokenBalance>): TokenBalance => ({
  name: 'Token',
  symbol: 'TKN',
  chainId: 'eip155:1',
  address: '0x01',
  value: 1,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
  ...fields,
})
// 200 characters, ending in a letter (a name is shown trimmed)
const LONG_NAME = `A${'very long token name '.repeat(10)}`.slice(0, 199).concat('Z')

/** the Account view of a connected kit, whose tokens are then set to `tokens` */
async function openTokens(tokens: TokenBalance[]) {
  const images = stubImage()
  const { kit } = createTestKit()
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  // only the token images' preload runs on a fake clock
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  act(() => kit._internal.chains.updateAccount('eip155', { tokenBalance: tokens }))
  const list = within(dialog).getByRole('list', { name: 'Tokens' })
  const rows = within(list).getAllByRole('listitem')
  const logo = (row: HTMLElement | undefined) => row?.querySelector('.wp-logo')
  return { dialog, images, rows, logo }
}

test('default: a token logo from the data source shows once loaded', async () => {
  const { images, rows, logo } = await openTokens([
    token({ name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://img.test/usdc.png' }),
  ])
  expect(logo(rows[0])?.getAttribute('data-state')).toBe('loading')
  act(() => images.find((i) => i.src === 'https://img.test/usdc.png')?.onload?.())
  expect(logo(rows[0])?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/usdc.png')
})

test('edge: no symbol, a 200-character name, a broken logo and one that never loads each get a fallback', async () => {
  const { dialog, images, rows, logo } = await openTokens([
    token({ name: '', symbol: '', address: '0x01' }),
    token({ name: LONG_NAME, symbol: 'LONG', address: '0x02', iconUrl: 'https://img.test/x' }),
    token({ name: 'Slow', symbol: 'SLW', address: '0x03', iconUrl: 'https://img.test/slow.png' }),
  ])
  expect(rows).toHaveLength(3)
  // neither name nor symbol: still listed, named for what it is, with a plain monogram
  expect(rows[0]?.querySelector('.wp-token-name')?.textContent).toBe('Unknown token')
  expect(logo(rows[0])?.getAttribute('data-state')).toBe('failed')
  // the whole long name is there (the stylesheet cuts it with an ellipsis) and in its title
  const long = rows[1]?.querySelector('.wp-token-name')
  expect(long?.textContent).toBe(LONG_NAME)
  expect(long?.getAttribute('title')).toBe(LONG_NAME)
  // a broken URL: the symbol's letter
  act(() => images.find((i) => i.src === 'https://img.test/x')?.onerror?.())
  expect(logo(rows[1])?.getAttribute('data-state')).toBe('failed')
  expect(logo(rows[1])?.textContent).toBe('L')
  // an image that never loads gives way after 2 s
  act(() => vi.advanceTimersByTime(1_999))
  expect(logo(rows[2])?.getAttribute('data-state')).toBe('loading')
  act(() => vi.advanceTimersByTime(1))
  expect(logo(rows[2])?.getAttribute('data-state')).toBe('failed')
  expect(logo(rows[2])?.textContent).toBe('S')
  expect(logo(rows[2])?.querySelector('img')).toBeNull()
  vi.useRealTimers()
  await expectAccessible(dialog)
})

test('edge: a 40-character name is shown whole in its title, beside the copy button', async () => {
  const { kit } = createTestKit()
  await act(() => connect(kit, { connectorId: 'mock' }))
  const name = `${'a'.repeat(36)}.eth`
  act(() => kit._internal.chains.updateAccount('eip155', { profileName: name }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  const shown = within(dialog).getByText(name)
  expect(shown.getAttribute('title')).toContain(name)
  expect(within(dialog).getByRole('button', { name: 'Copy address' })).toBeTruthy()
})
