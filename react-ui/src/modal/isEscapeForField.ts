/**
 * Whether an Escape belongs to the field it was pressed in rather than to the modal: a search
 * field with text clears it first, and only a second Escape closes the modal.
 */
export function isEscapeForField(event: KeyboardEvent): boolean {
  const target = event.target
  return target instanceof HTMLInputElement && target.type === 'search' && target.value !== ''
}
