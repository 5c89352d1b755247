/**
 * aria-disabled rather than disabled: a disabled button drops the keyboard focus to the
 * page body, while this one keeps it (clicks on it are ignored by the runner while busy)
 */
export function setDisabled(button: HTMLButtonElement, disabled: boolean) {
  button.setAttribute('aria-disabled', String(disabled))
}
