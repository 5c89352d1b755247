import type { ComponentPropsWithoutRef, CSSProperties } from 'react'

/** Out of sight, still read: what screen readers hear and sighted visitors need not see. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
  border: 0,
}

/** A span only screen readers perceive (a label's prefix, a status line). */
export function VisuallyHidden({ style, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span {...props} style={{ ...VISUALLY_HIDDEN, ...style }} />
}
