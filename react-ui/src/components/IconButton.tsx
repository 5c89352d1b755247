import type { ReactNode } from 'react'

export type IconButtonProps = {
  /** the accessible name; the icon itself is not read */
  label: string
  onClick(): void
  children: ReactNode
}

/** A button showing only an icon (back, close, dismiss), named by `label`. */
export function IconButton({ label, onClick, children }: IconButtonProps) {
  return (
    <button type="button" className="wp-icon-button" aria-label={label} onClick={onClick}>
      {children}
    </button>
  )
}
