// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense, startTransition, useState } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { lazyComponent, lazyModule } from './lazyComponent.js'

afterEach(cleanup)

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children
  }
}

/** shows `children` only once `show` is called, in a transition (a background render) */
function ShowLater({
  children,
  expose,
}: {
  children: ReactNode
  expose: (show: () => void) => void
}) {
  const [shown, setShown] = useState(false)
  expose(() => startTransition(() => setShown(true)))
  return <Suspense fallback={<p>loading</p>}>{shown ? children : <p>before</p>}</Suspense>
}

test('behavior: suspends until the code is there, then renders it, loading it once', async () => {
  const load = vi.fn(async () => ({ Hello }))
  const { Component: Lazy } = lazyComponent(lazyModule(load), (m) => m.Hello)
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy name="a" />
    </Suspense>,
  )
  expect(screen.getByText('loading')).toBeTruthy()
  expect(await screen.findByText('hello a')).toBeTruthy()
  render(<Lazy name="b" />)
  expect(screen.getByText('hello b')).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(1)
})

test('behavior: a module loaded for another part renders at once in a background render, with no fallback', async () => {
  // another part of the same module loaded it: this part renders at once all the same
  const module = lazyModule(async () => ({ Hello, Other: Hello }))
  const { Component: Lazy } = lazyComponent(module, (m) => m.Hello)
  await lazyComponent(module, (m) => m.Other).preload()
  let show = () => {}
  render(
    <ShowLater expose={(s) => (show = s)}>
      <Lazy name="c" />
    </ShowLater>,
  )
  const seen: string[] = []
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''))
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  await act(async () => show())
  observer.disconnect()
  expect(screen.getByText('hello c')).toBeTruthy()
  expect(seen.some((text) => text.includes('loading'))).toBe(false)
})

test('edge: a failed load reaches the error boundary once; a later preload tries again', async () => {
  const load = vi
    .fn<() => Promise<{ Hello: typeof Hello }>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ Hello })
  const { Component: Lazy, preload } = lazyComponent(lazyModule(load), (m) => m.Hello)
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="d" />
      </Suspense>
    </Boundary>,
  )
  expect(await screen.findByText('failed: Error: offline')).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(1)
  await expect(preload()).resolves.toEqual({ Hello })
  render(<Lazy name="e" />)
  expect(screen.getByText('hello e')).toBeTruthy()
})
