// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { InvalidThemeError, setTheme } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { createTestKit } from '../test/createTestKit.js'
import { preloadModal, renderWithKit } from '../test/renderWithKit.js'
import { type UseThemeReturnType, useTheme } from './useTheme.js'

beforeAll(preloadModal, 60_000)
afterEach(cleanup)

test('behavior: setTheme changes the buttons and the open modal in place', async () => {
  const { kit } = createTestKit({ theme: { mode: 'light', variables: { accent: '#123456' } } })
  renderWithKit(
    kit,
    <>
      <ConnectButton />
      <NetworkButton />
    </>,
  )
  const connect = screen.getByRole('button', { name: 'Connect Wallet' })
  const buttons = [connect, ...document.querySelectorAll<HTMLElement>('.wp-button')]
  act(() => connect.click())
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  for (const root of [...buttons, dialog]) {
    expect(root.getAttribute('data-theme')).toBe('light')
    expect(root.style.getPropertyValue('--wp-accent')).toBe('#123456')
  }

  act(() => setTheme(kit, { mode: 'dark', variables: { background: '#101010' } }))
  // the same elements (nothing remounted) carry the new mode and both variables
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog)
  for (const root of [...buttons, dialog]) {
    expect(root.isConnected).toBe(true)
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(root.style.getPropertyValue('--wp-accent')).toBe('#123456')
    expect(root.style.getPropertyValue('--wp-background')).toBe('#101010')
  }
  const toastViewport = document.querySelector('.wp-toast-viewport')
  expect(toastViewport?.getAttribute('data-theme')).toBe('dark')

  // replace drops the variables and the mode: the visitor's preference again
  act(() => setTheme(kit, { replace: true }))
  expect(dialog.hasAttribute('data-theme')).toBe(false)
  expect(dialog.style.getPropertyValue('--wp-accent')).toBe('')
  expect(connect.style.getPropertyValue('--wp-background')).toBe('')
})

/** shows the mode and hands each render's hook result to the test */
function Probe({ onRender }: { onRender: (theme: UseThemeReturnType) => void }) {
  const theme = useTheme()
  onRender(theme)
  return <p>{theme.mode ?? 'system'}</p>
}

test('behavior: useTheme reads the theme reactively and sets it on its kit', () => {
  const { kit } = createTestKit({ theme: { variables: { accent: '#123456' } } })
  const seen: UseThemeReturnType[] = []
  renderWithKit(kit, <Probe onRender={(theme) => seen.push(theme)} />)
  expect(screen.getByText('system')).toBeTruthy()
  expect(seen.at(-1)).toMatchObject({ mode: undefined, variables: { accent: '#123456' } })

  act(() => seen.at(-1)?.setTheme({ mode: 'dark' }))
  expect(screen.getByText('dark')).toBeTruthy()
  expect(kit.$theme.get()).toEqual({ mode: 'dark', variables: { accent: '#123456' } })

  // bad input throws the typed error and changes nothing
  expect(() => seen.at(-1)?.setTheme({ mode: 'sepia' as 'dark' })).toThrow(InvalidThemeError)
  expect(screen.getByText('dark')).toBeTruthy()
})
