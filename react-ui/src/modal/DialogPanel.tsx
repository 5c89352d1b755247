import * as Dialog from '@radix-ui/react-dialog'
import { ModalAlert } from '../alerts/ModalAlert.js'
import { ModalBody } from './ModalBody.js'
import { ModalHeader } from './ModalHeader.js'
import { useShownAfterFirstPaint } from './useShownAfterFirstPaint.js'
import { ViewOutlet } from './ViewOutlet.js'

/**
 * The dialog's header and view. The view is the costly part of opening, so it renders after
 * the dialog's first frame: a click paints the dialog in the next frame, and the view follows
 * a frame or two later, while the dialog still rises in. A view whose code is loaded renders
 * at once in that render (lazyComponent), so no loading spinner flashes. The title waits with
 * the view, so that the dialog's name and its content arrive together.
 */
export function DialogPanel({ onClose }: { onClose: () => void }) {
  const shown = useShownAfterFirstPaint()
  return (
    <>
      <ModalHeader Title={Dialog.Title} onClose={onClose} titleShown={shown} />
      {shown ? (
        <>
          <ModalAlert />
          <ModalBody>
            <ViewOutlet />
          </ModalBody>
        </>
      ) : (
        <div className="wp-body wp-body-pending" />
      )}
    </>
  )
}
