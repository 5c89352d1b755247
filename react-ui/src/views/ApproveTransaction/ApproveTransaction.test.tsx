// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Kit } from '@walletport/core'
import { connectEmail, type EmbeddedProvider } from '@walletport/core/embedded'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { expectAccessible } from '../../test/expectAccessible.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { setupEmbeddedTestFrame } from '../../test/setupEmbeddedTestFrame.js'

const frame = setupEmbeddedTestFrame()
beforeAll(preloadModal)
afterEach(cleanup)

/** a kit signed in at once (CONNECT) whose frame never answers RPC requests: they wait */
async function signedIn(): Promise<{ kit: Kit; provider: EmbeddedProvider }> {
  const { kit } = frame.kit('?action=CONNECT&silent=RPC_REQUEST')
  renderWithKit(kit, null)
  await connectEmail(kit, { email: 'a@b.co' })
  const provider = kit.$connections.get().eip155?.provider as EmbeddedProvider
  return { kit, provider }
}

const embeddedFrame = () => {
  const element = document.querySelector<HTMLIFrameElement>(`iframe[src^="${frame.origin}"]`)
  if (!element) throw new Error('no frame')
  return element
}

test('default: an unsafe request shows the frame in the view; closing aborts it', async () => {
  const { kit, provider } = await signedIn()
  const signing = provider.request({ method: 'personal_sign', params: ['0x6869', '0x00'] })
  signing.catch(() => {})
  const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' })
  const area = await within(dialog).findByRole('region', { name: 'Request to approve' })
  expect(area.dataset.state).toBe('pending')
  expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
  // the frame comes out from hiding, over the view's area
  await waitFor(() => expect(embeddedFrame().style.opacity).toBe('1'))
  expect(embeddedFrame().getAttribute('aria-hidden')).toBe('false')
  await expectAccessible(dialog)

  // the view's first stop hands the keyboard focus on to the frame's own buttons; focus
  // coming back out of the frame stays in the dialog
  await waitFor(() => expect(document.activeElement).toBe(embeddedFrame()))
  act(() => area.focus())
  expect(document.activeElement).toBe(area)
  expect(kit.$open.get()).toBe(true)
  // the frame asks for more room (from its own window: the host reads nothing else)
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: frame.origin,
      source: (embeddedFrame() as HTMLIFrameElement).contentWindow,
      data: { channel: 'walletport:embedded', type: 'FRAME_HEIGHT', payload: { height: 480 } },
    }),
  )
  await waitFor(() => expect(area.style.height).toBe('480px'))

  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await expect(signing).rejects.toThrowError('Request was aborted')
  await waitFor(() => expect(embeddedFrame().style.opacity).toBe('0'))
  expect(kit.$open.get()).toBe(false)
})

test('behavior: a method in neither list opens the modal with Action not allowed', async () => {
  const { kit, provider } = await signedIn()
  await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toThrowError(
    'Requested RPC call is not allowed',
  )
  await waitFor(() => expect(kit.$open.get()).toBe(true))
  expect(await screen.findByText('Action not allowed')).toBeTruthy()
})
