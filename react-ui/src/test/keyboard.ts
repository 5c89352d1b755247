import { act } from '@testing-library/react'

// the keyboard as a browser runs it, for a DOM without one: keydown goes to the focused
// element first (so Radix's focus trap and roving focus see it), then the default action

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]'

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.hasAttribute('disabled')) return false
  if (element.closest('[hidden], [inert]')) return false
  // Radix's focus guards hand focus on; a real browser would never rest on them
  return !element.hasAttribute('data-radix-focus-guard')
}

function tabbables(): HTMLElement[] {
  return Array.from(document.body.querySelectorAll<HTMLElement>(TABBABLE)).filter(isTabbable)
}

function dispatch(target: Element, type: 'keydown' | 'keyup', key: string, shiftKey = false) {
  const event = new KeyboardEvent(type, { key, shiftKey, bubbles: true, cancelable: true })
  target.dispatchEvent(event)
  return event
}

function active(): HTMLElement {
  return (document.activeElement as HTMLElement | null) ?? document.body
}

/** Presses Tab (or Shift+Tab): focus moves to the next tabbable element in document order. */
export function tab({ shift = false }: { shift?: boolean } = {}): HTMLElement {
  act(() => {
    const from = active()
    if (dispatch(from, 'keydown', 'Tab', shift).defaultPrevented) return
    const list = tabbables()
    const index = list.indexOf(from)
    const next =
      index === -1
        ? shift
          ? list.at(-1)
          : (list.find((element) => from.compareDocumentPosition(element) & 4) ?? list[0])
        : list[(index + (shift ? -1 : 1) + list.length) % list.length]
    next?.focus()
  })
  return active()
}

/** Tabs until `predicate` holds for the focused element; throws after `limit` presses. */
export function tabTo(predicate: (element: HTMLElement) => boolean, limit = 40): HTMLElement {
  for (let i = 0; i < limit; i += 1) {
    const element = tab()
    if (predicate(element)) return element
  }
  throw new Error(`no element matched after ${limit} Tab presses`)
}

/**
 * Presses a key on the focused element: Enter activates a button or link and submits a
 * form field; Space activates a button.
 */
export function press(key: string): void {
  act(() => {
    const target = active()
    const down = dispatch(target, 'keydown', key)
    if (!down.defaultPrevented) {
      const isButton = target instanceof HTMLButtonElement
      const isLink = target instanceof HTMLAnchorElement && target.hasAttribute('href')
      if (key === 'Enter' && (isButton || isLink)) target.click()
      else if (key === 'Enter' && target instanceof HTMLInputElement) target.form?.requestSubmit()
      else if (key === ' ' && isButton) target.click()
    }
    dispatch(target, 'keyup', key)
  })
}

/** An element's label or its text without the parts hidden from screen readers. */
export function accessibleText(element: Element): string {
  const label = element.getAttribute('aria-label')
  if (label) return label
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent ?? ''
}

/** The accessible text of the focused element, for asserting where focus is. */
export function focusedText(): string {
  return accessibleText(active())
}
