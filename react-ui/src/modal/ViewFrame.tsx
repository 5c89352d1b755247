import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react'
import { useKitContext } from '../provider/KitContext.js'
import { isTextField } from './isTextField.js'
import { isTouchScreen } from './isTouchScreen.js'

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Moves focus into the view once its content is there: it sits in the view's Suspense
 * boundary, so it mounts (and its effect runs) only with the loaded view. On a touch screen a
 * text field would raise the keyboard over the page, so there the dialog (named by the view's
 * title) takes the focus instead of a first control that is a text field.
 */
function FocusFirst({ container }: { container: RefObject<HTMLDivElement | null> }) {
  const { kit } = useKitContext()
  useEffect(() => {
    const element = container.current
    if (!element) return
    const first = element.querySelector<HTMLElement>(FOCUSABLE)
    if (first && isTextField(first) && isTouchScreen(kit.isMobile)) {
      ;(element.closest<HTMLElement>('[role="dialog"]') ?? element).focus()
      return
    }
    ;(first ?? element).focus()
  }, [container, kit])
  return null
}

export type ViewFrameProps = {
  view: string
  /** false for the first view of an embedded modal, which must not take the page's focus */
  autoFocus: boolean
  /** shown while a lazy view's code loads */
  fallback: ReactNode
  children: ReactNode
}

/** One view's box: animated in (the stylesheet), and focus moves into it. */
export function ViewFrame({ view, autoFocus, fallback, children }: ViewFrameProps) {
  const container = useRef<HTMLDivElement>(null)
  return (
    <div className="wp-view" data-view={view} tabIndex={-1} ref={container}>
      <Suspense fallback={fallback}>
        {children}
        {autoFocus && <FocusFirst container={container} />}
      </Suspense>
    </div>
  )
}
