import { createPortal } from 'react-dom'
import { CloseIcon } from '../components/icons.js'
import { useKitContext } from '../provider/KitContext.js'
import { getThemeProps, useKitTheme } from '../styles/getThemeProps.js'

/**
 * The dialog's look in the frames before the dialog itself is there: its overlay and its
 * empty panel (the header's close icon over the pending body), as the dialog first renders
 * them. Plain elements, hidden from assistive technology and out of the tab order: a click
 * paints this in the next frame, and the dialog (focus trap, scroll lock, the rest of the page
 * hidden) takes its place, pixel for pixel, once that frame is painted.
 */
export function OpeningShell({ className }: { className?: string | undefined }) {
  const { locale, dir } = useKitContext()
  const theme = getThemeProps(useKitTheme())
  return createPortal(
    <>
      <div className="wp-overlay" aria-hidden="true" {...theme} />
      <div
        className={className ? `wp-modal ${className}` : 'wp-modal'}
        aria-hidden="true"
        {...theme}
        dir={dir}
        lang={locale}
        data-opening=""
      >
        <div className="wp-header">
          <span className="wp-icon-spacer" />
          <div className="wp-header-title" />
          <span className="wp-icon-button">
            <CloseIcon />
          </span>
        </div>
        <div className="wp-body wp-body-pending" />
      </div>
    </>,
    document.body,
  )
}
