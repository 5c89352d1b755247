/** the place of the kit's connect/account button, whichever of the two the page shows now */
export const ACCOUNT_SLOT = 'data-wp-account-slot'

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Where the focus goes back to when the modal closes: the element that opened it, else (it is
 * gone: connecting swaps the connect button for the account button, disconnecting swaps them
 * back) the kit button that took its place, else the first control near where it was. Never
 * the page body, and never further out than the opener's own section of the page.
 */
export function getReturnTarget(
  opener: HTMLElement,
  parent: HTMLElement | null,
): HTMLElement | null {
  if (opener.isConnected) return opener
  for (let box = parent; box && box !== document.body; box = box.parentElement) {
    if (!box.isConnected) continue
    const target =
      box.querySelector<HTMLElement>(`[${ACCOUNT_SLOT}]`) ??
      box.querySelector<HTMLElement>(FOCUSABLE)
    if (target) return target
  }
  return null
}
