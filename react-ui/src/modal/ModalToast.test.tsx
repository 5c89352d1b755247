// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { open, showToast } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { expectAccessible } from '../test/expectAccessible.js'
import { preloadModal, renderWithKit } from '../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

/** The toast on screen (Radix also writes a copy for screen readers elsewhere). */
function toast(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.wp-toast')
}

test('behavior: a new toast replaces an open one after 150 ms', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  vi.useFakeTimers()

  // core's own message is shown from the catalogue
  act(() => showToast(kit, { variant: 'loading', message: 'Authenticating...' }))
  expect(toast()?.textContent).toBe('Authenticating…')
  expect(toast()?.dataset.variant).toBe('loading')

  act(() => showToast(kit, { variant: 'success', message: 'Address copied' }))
  expect(toast()).toBeNull()
  act(() => vi.advanceTimersByTime(149))
  expect(toast()).toBeNull()
  act(() => vi.advanceTimersByTime(1))
  expect(toast()?.textContent).toBe('Address copied')
  expect(toast()?.dataset.variant).toBe('success')

  // a success toast leaves by itself; a loading one would stay
  act(() => vi.advanceTimersByTime(2_500))
  expect(kit.$toast.get().open).toBe(false)
  expect(toast()).toBeNull()
})

test('behavior: an error toast shows while the modal is closed', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, null)
  // the modal loads when idle even if it is never opened
  await act(() => open(kit))
  await screen.findByRole('dialog')
  act(() => kit._internal.modal.setOpen(false))
  act(() => showToast(kit, { variant: 'error', message: 'Something went wrong' }))
  expect(toast()?.textContent).toBe('Something went wrong')
  expect(toast()?.dataset.variant).toBe('error')
  await expectAccessible(document.querySelector('.wp-toast-viewport')!)
})
