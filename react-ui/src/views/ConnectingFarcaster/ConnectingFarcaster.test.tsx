// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { act, cleanup, screen, within } from '@testing-library/react'
import { open } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { accessibleText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { setupEmbeddedTestFrame } from '../../test/setupEmbeddedTestFrame.js'

const frame = setupEmbeddedTestFrame()
beforeAll(preloadModal)
afterEach(cleanup)

test('behavior: a frame that answers a javascript: link gets no href, only an error', async () => {
  const evil = encodeURIComponent('javascript:alert(document.domain)')
  const { kit } = frame.kit(`?silent=CONNECT_FARCASTER&farcaster=${evil}`, {
    features: { email: false, socials: ['farcaster'] },
  })
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('button', { name: 'Continue with Farcaster' })
  tabTo((element) => accessibleText(element) === 'Continue with Farcaster')
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Farcaster' })
  expect(await within(dialog).findByRole('alert', {}, { timeout: 5_000 })).toBeTruthy()
  expect(within(dialog).queryByRole('link')).toBeNull()
  expect(
    within(dialog).queryByRole('img', { name: 'QR code to sign in with Farcaster' }),
  ).toBeNull()
  for (const element of document.querySelectorAll('[href]'))
    expect(element.getAttribute('href')?.trim().toLowerCase()).not.toMatch(/^javascript:/)
})
