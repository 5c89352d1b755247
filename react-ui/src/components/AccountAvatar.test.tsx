// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { stubImage } from '../test/stubImage.js'
import { AccountAvatar } from './AccountAvatar.js'

afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** the colours and spot a generated avatar draws, which identify it */
function drawing(container: HTMLElement): string[] {
  const stops = [...container.querySelectorAll('linearGradient stop')].map((s) =>
    s.getAttribute('stop-color'),
  )
  const spot = container.querySelector('circle')
  return [...stops, spot?.getAttribute('cx'), spot?.getAttribute('cy')].map(String)
}

test('default: an address with no image gets a picture made from it, the same every time', () => {
  const first = render(<AccountAvatar address={ALICE} />)
  const alice = drawing(first.container)
  expect(alice[0]).toMatch(/^hsl\(\d+ 70% 58%\)$/)
  cleanup()
  // the same account in another case draws the same; another account draws another
  expect(drawing(render(<AccountAvatar address={ALICE.toLowerCase()} />).container)).toEqual(alice)
  cleanup()
  expect(drawing(render(<AccountAvatar address={BOB} />).container)).not.toEqual(alice)
})

test('behavior: two avatars on one page keep their own gradients', () => {
  const { container } = render(
    <>
      <AccountAvatar address={ALICE} />
      <AccountAvatar address={BOB} />
    </>,
  )
  const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id)
  expect(new Set(ids).size).toBe(2)
  for (const rect of container.querySelectorAll('rect'))
    expect(ids.map((id) => `url(#${id})`)).toContain(rect.getAttribute('fill'))
})

test('behavior: a profile image shows once loaded; one that fails leaves the generated picture', () => {
  const images = stubImage()
  const loaded = render(<AccountAvatar address={ALICE} src="https://img.test/alice.png" />)
  expect(loaded.container.querySelector('svg')).not.toBeNull()
  act(() => images[0]?.onload?.())
  expect(loaded.container.querySelector('img')?.getAttribute('src')).toBe(
    'https://img.test/alice.png',
  )
  cleanup()
  const failed = render(<AccountAvatar address={ALICE} src="https://img.test/broken.png" />)
  act(() => images[1]?.onerror?.())
  expect(failed.container.querySelector('img')).toBeNull()
  expect(failed.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
})
