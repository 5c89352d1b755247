import * as Dialog from '@radix-ui/react-dialog'
import { ModalAlert } from '../alerts/ModalAlert.js'
import { ModalBody } from './ModalBody.js'
import { ModalHeader } from './ModalHeader.js'
import { ViewOutlet } from './ViewOutlet.js'

/**
 * The dialog's header and view. The dialog mounts in a background render after the frame
 * that painted its opening shell, so the view comes with it: a view whose code is loaded
 * renders at once in that render (lazyComponent), and no loading spinner flashes.
 */
export function DialogPanel({ onClose }: { onClose: () => void }) {
  return (
    <>
      <ModalHeader Title={Dialog.Title} onClose={onClose} />
      <ModalAlert />
      <ModalBody>
        <ViewOutlet />
      </ModalBody>
    </>
  )
}
