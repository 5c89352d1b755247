const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
])

/** An element that raises an on-screen keyboard when it takes the focus. */
export function isTextField(element: HTMLElement): boolean {
  if (element instanceof HTMLTextAreaElement || element.isContentEditable) return true
  return element instanceof HTMLInputElement && !NOT_TEXT.has(element.type)
}
