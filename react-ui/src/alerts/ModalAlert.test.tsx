// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ALERTS, type AlertCode, open, showAlert } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { WalletportProvider } from '../provider/WalletportProvider.js'
import { createTestKit } from '../test/createTestKit.js'
import { expectAccessible } from '../test/expectAccessible.js'
import { preloadModal, renderWithKit } from '../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(cleanup)

const codes = Object.keys(ALERTS) as AlertCode[]

test.each(codes)(
  'behavior: %s shows its title and meaning, once, until dismissed',
  async (code) => {
    const { kit } = createTestKit()
    renderWithKit(kit, null)
    await act(() => open(kit))
    await screen.findByRole('dialog')
    act(() => void showAlert(kit, { code }))
    const alert = await screen.findByRole('alert')
    expect(alert.dataset.alert).toBe(code)
    expect(alert.textContent).toContain(ALERTS[code].title)
    await expectAccessible(alert)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    // at most once per kit
    act(() => void showAlert(kit, { code }))
    expect(screen.queryByRole('alert')).toBeNull()
  },
)

test('parameters: locale de shows the German title', async () => {
  const { kit } = createTestKit({ locale: 'de' })
  render(
    <WalletportProvider kit={kit}>
      <main />
    </WalletportProvider>,
  )
  await act(() => open(kit))
  await screen.findByRole('dialog')
  act(() => void showAlert(kit, { code: 'JWT_TOKEN_NOT_VALID' }))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Sitzung abgelaufen')
  expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeTruthy()
})
