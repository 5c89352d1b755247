/** Where the UI shows the frame while it asks for an approval, in viewport pixels. */
export type EmbeddedFrameRect = { top: number; left: number; width: number; height: number }

/** Shows the frame over a rect of the page (the approval view), or hides it. */
export function showFrame(
  frame: HTMLIFrameElement | undefined,
  rect: EmbeddedFrameRect | undefined,
) {
  if (!frame) return
  Object.assign(
    frame.style,
    rect
      ? {
          top: `${rect.top}px`,
          left: `${rect.left}px`,
          width: `${rect.width}px`,
          height: `${rect.height}px`,
          opacity: '1',
          pointerEvents: 'auto',
          zIndex: '2147483647',
        }
      : { width: '0', height: '0', opacity: '0', pointerEvents: 'none' },
  )
  frame.setAttribute('aria-hidden', rect ? 'false' : 'true')
}
