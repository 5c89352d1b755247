// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { arbitrum, connect, mainnet, type Network, open } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { createTestKit } from '../test/createTestKit.js'
import { expectAccessible } from '../test/expectAccessible.js'
import { preloadModal, renderWithKit } from '../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

/** An Image that loads at once, but fails for URLs under https://broken.test/. */
function stubImage() {
  const requested: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(value: string) {
        requested.push(value)
        queueMicrotask(() =>
          value.startsWith('https://broken.test/') ? this.onerror?.() : this.onload?.(),
        )
      }
    },
  )
  return requested
}

/** the logo of each row of a list: the image's source, or the monogram's letter */
const logos = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => {
      const logo = button.querySelector('.wp-logo')
      return logo?.querySelector('img')?.getAttribute('src')?.slice(0, 18) ?? logo?.textContent
    })

test('default: the Networks view shows the catalogue marks of the networks', async () => {
  const requested = stubImage()
  const { kit } = createTestKit()
  renderWithKit(kit, null)
  await act(() => open(kit, { view: 'Networks' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose Network' })
  const list = within(dialog).getByRole('list')
  await waitFor(() => expect(logos(list)).toEqual(['data:image/svg+xml', 'data:image/svg+xml']))
  // each network its own mark
  expect(new Set(requested).size).toBe(2)
  expect(requested.every((url) => url.startsWith('data:image/svg+xml'))).toBe(true)
  await expectAccessible(dialog)
})

test('behavior: a network with no logo, or whose image fails, shows its monogram', async () => {
  stubImage()
  const plain: Network = { ...arbitrum, name: 'Zeta Chain', assets: undefined }
  const broken: Network = { ...mainnet, assets: { imageUrl: 'https://broken.test/eth.png' } }
  const { kit } = createTestKit({ networks: [broken, plain] })
  renderWithKit(kit, null)
  await act(() => open(kit, { view: 'Networks' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose Network' })
  const list = within(dialog).getByRole('list')
  await waitFor(() =>
    expect(list.querySelectorAll('.wp-logo[data-state="failed"]')).toHaveLength(2),
  )
  expect(logos(list)).toEqual(['E', 'Z'])
})

test('behavior: the network button asks for no logo before the first click; then the button and the Account view show it', async () => {
  const requested = stubImage()
  const { kit } = createTestKit()
  renderWithKit(kit, <NetworkButton />)
  await act(() => connect(kit, { connectorId: 'mock' }))
  const button = screen.getByRole('button', { name: `Network: ${mainnet.name}` })
  expect(button.querySelector('.wp-logo')).toBeNull()
  expect(requested).toEqual([])

  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  await waitFor(() =>
    expect(button.querySelector('.wp-logo img')?.getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    ),
  )
  const chip = within(dialog).getByRole('button', { name: /Ethereum/ })
  await waitFor(() => expect(chip.querySelector('.wp-logo img')).not.toBeNull())
  // the logo is decorative: the names stay as they were
  expect(screen.getByRole('button', { name: `Network: ${mainnet.name}`, hidden: true })).toBe(
    button,
  )
})
