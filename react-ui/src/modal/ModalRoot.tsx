import { useStore } from '@nanostores/react'
import * as Dialog from '@radix-ui/react-dialog'
import * as Toast from '@radix-ui/react-toast'
import { type ReactNode, useMemo } from 'react'
import { ModalAlert } from '../alerts/ModalAlert.js'
import { applyMessageOverrides } from '../i18n/applyMessageOverrides.js'
import { createTranslate } from '../i18n/createTranslate.js'
import type { ModalMessages } from '../i18n/types.js'
import { useKitContext } from '../provider/KitContext.js'
import { getThemeProps, useKitTheme } from '../styles/getThemeProps.js'
import { DialogPanel } from './DialogPanel.js'
import { isEscapeForField } from './isEscapeForField.js'
import { MessagesContext, type MessagesContextValue, useMessages } from './MessagesContext.js'
import type { ModalProps } from './Modal.js'
import { ModalBody } from './ModalBody.js'
import { ModalHeader } from './ModalHeader.js'
import { ModalToast } from './ModalToast.js'
import { useOpener } from './useOpener.js'
import { usePrefetchViews } from './usePrefetchViews.js'
import { useRequestClose } from './useRequestClose.js'
import { ViewOutlet } from './ViewOutlet.js'

export type ModalRootProps = ModalProps & { messages: ModalMessages }
// for NetworkLogo: a button's logo comes with the modal's code, never before the first click
export { NetworkLogoImage } from '../components/NetworkLogoImage.js'

function EmbeddedTitle({ className, children }: { className?: string; children?: ReactNode }) {
  return <h2 className={className}>{children}</h2>
}

/** The modal as a dialog appended to the page body. */
function DialogModal({ className }: ModalProps) {
  const { kit, locale, dir } = useKitContext()
  const theme = useKitTheme()
  const open = useStore(kit.$open)
  const shake = useStore(kit.$shake)
  const { locked, requestClose } = useRequestClose()
  const returnFocus = useOpener(open)
  const refuse = (event: Event) => {
    // closing is not allowed here: say so with a shake instead
    event.preventDefault()
    requestClose()
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) requestClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="wp-overlay" {...getThemeProps(theme)} />
        <Dialog.Content
          className={className ? `wp-modal ${className}` : 'wp-modal'}
          {...getThemeProps(theme)}
          dir={dir}
          lang={locale}
          data-shake={shake || undefined}
          data-locked={locked || undefined}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (isEscapeForField(event)) event.preventDefault()
            else if (locked) refuse(event)
          }}
          onPointerDownOutside={locked ? refuse : undefined}
          onOpenAutoFocus={(event) => {
            // the view moves focus to its first control once it is there; the dialog is
            // fixed, so it needs no scrolling into view (and no layout before its first frame)
            event.preventDefault()
            ;(event.currentTarget as HTMLElement | null)?.focus({ preventScroll: true })
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger, and the modal has none
            event.preventDefault()
            returnFocus()
          }}
        >
          <DialogPanel onClose={requestClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The modal in place, always shown (the kit's `embedded` option). */
function EmbeddedModal({ className }: ModalProps) {
  const { kit, locale, dir } = useKitContext()
  const { t } = useMessages()
  const theme = useKitTheme()
  const shake = useStore(kit.$shake)
  return (
    <section
      className={className ? `wp-modal ${className}` : 'wp-modal'}
      {...getThemeProps(theme)}
      dir={dir}
      lang={locale}
      data-embedded=""
      data-shake={shake || undefined}
      aria-label={t('modal.label')}
    >
      <ModalHeader Title={EmbeddedTitle} />
      <ModalAlert />
      <ModalBody>
        <ViewOutlet />
      </ModalBody>
    </section>
  )
}

/** The modal's code, loaded on demand: its strings, the dialog (or embedded box), the toast. */
export function ModalRoot({ messages, ...props }: ModalRootProps) {
  const { kit, locale, buttonMessages, messageOverrides } = useKitContext()
  const value = useMemo<MessagesContextValue>(() => {
    const catalogue = applyMessageOverrides({ ...buttonMessages, ...messages }, messageOverrides)
    return { t: createTranslate(catalogue, locale), locale }
  }, [buttonMessages, messages, messageOverrides, locale])
  return (
    <MessagesContext.Provider value={value}>
      <Prefetch />
      <Toast.Provider label={value.t('toast.label')}>
        {kit.options.embedded ? <EmbeddedModal {...props} /> : <DialogModal {...props} />}
        <ModalToast />
      </Toast.Provider>
    </MessagesContext.Provider>
  )
}

function Prefetch() {
  usePrefetchViews()
  return null
}
