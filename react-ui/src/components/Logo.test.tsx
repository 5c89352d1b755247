// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { stubImage } from '../test/stubImage.js'
import { Logo } from './Logo.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  cleanup()
})

test('behavior: the image shows once loaded', () => {
  const images = stubImage()
  const { container } = render(<Logo name="Rabby" src="https://img.test/rabby.png" />)
  expect(container.textContent).toBe('R')
  act(() => images[0]?.onload?.())
  expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.test/rabby.png')
  expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
})

test('behavior: a monogram replaces an image that fails or takes over 2 s', () => {
  vi.useFakeTimers()
  const images = stubImage()
  const slow = render(<Logo name="slow" src="https://img.test/slow.png" />)
  act(() => vi.advanceTimersByTime(1_999))
  expect(slow.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loading')
  act(() => vi.advanceTimersByTime(1))
  expect(slow.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('failed')
  // a late load changes nothing
  act(() => images[0]?.onload?.())
  expect(slow.container.querySelector('img')).toBeNull()
  expect(slow.container.textContent).toBe('S')

  const broken = render(<Logo name="broken" src="https://img.test/broken.png" />)
  act(() => images[1]?.onerror?.())
  expect(broken.container.textContent).toBe('B')
  const none = render(<Logo name="none" />)
  expect(none.container.textContent).toBe('N')
})
