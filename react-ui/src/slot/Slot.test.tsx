// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef, type MouseEvent } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { Slot } from './Slot.js'

afterEach(cleanup)

test('default: the child is rendered with our props; its own win, class names join', () => {
  render(
    <Slot className="wp-button" data-state="connected" title="ours" style={{ color: 'red' }}>
      <a href="#x" className="theirs" title="theirs" style={{ margin: 1 }}>
        the networks
      </a>
    </Slot>,
  )
  const link = screen.getByRole('link', { name: 'the networks' })
  expect(link.className).toBe('wp-button theirs')
  expect(link.dataset.state).toBe('connected')
  expect(link.title).toBe('theirs')
  expect(link.style.color).toBe('red')
  expect(link.style.margin).toBe('1px')
})

test('behavior: both handlers run, the child first; ours not when it prevented the default', () => {
  const calls: string[] = []
  const ours = vi.fn(() => calls.push('ours'))
  let prevent = false
  render(
    <Slot onClick={ours}>
      <button
        type="button"
        onClick={(event: MouseEvent) => {
          calls.push('theirs')
          if (prevent) event.preventDefault()
        }}
      >
        go
      </button>
    </Slot>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'go' }))
  expect(calls).toEqual(['theirs', 'ours'])
  prevent = true
  fireEvent.click(screen.getByRole('button', { name: 'go' }))
  expect(calls).toEqual(['theirs', 'ours', 'theirs'])
})

test('behavior: the forwarded ref and the child’s own ref both get the element', () => {
  const forwarded = createRef<HTMLElement>()
  const own = createRef<HTMLButtonElement>()
  const callback = vi.fn()
  render(
    <Slot ref={forwarded}>
      <button type="button" ref={own}>
        go
      </button>
    </Slot>,
  )
  const button = screen.getByRole('button', { name: 'go' })
  expect(forwarded.current).toBe(button)
  expect(own.current).toBe(button)
  cleanup()
  render(
    <Slot ref={callback}>
      <span>text</span>
    </Slot>,
  )
  expect(callback).toHaveBeenCalledWith(screen.getByText('text'))
})

test('error: anything but one element child is refused, as React.Children.only says', () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(() =>
    render(
      <Slot>
        <span>a</span>
        <span>b</span>
      </Slot>,
    ),
  ).toThrow(/single React element child/)
  quiet.mockRestore()
})
