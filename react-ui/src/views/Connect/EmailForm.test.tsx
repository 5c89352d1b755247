// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react'
import { open } from '@walletport/core'
import { embeddedWallet } from '@walletport/core/embedded'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(cleanup)

test('default: the email field carries the email mark, drawn here and hidden from screen readers', async () => {
  // the frame is never loaded by this test
  const { kit } = createTestKit({
    endpoints: { embeddedWallet: 'http://127.0.0.1:9/frame' },
    embeddedWallet: embeddedWallet(),
    features: { email: true },
  })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const field = await within(dialog).findByRole('textbox', { name: 'Email' })
  const mark = field.parentElement?.querySelector('svg')
  expect(mark?.getAttribute('aria-hidden')).toBe('true')
  expect(mark?.getAttribute('focusable')).toBe('false')
  // our own path, no image fetched and no text beside the field's label
  expect(mark?.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
  expect(mark?.querySelector('image, text')).toBeNull()
  expect(field.parentElement?.textContent).toBe('')
  await expectAccessible(dialog)
})
