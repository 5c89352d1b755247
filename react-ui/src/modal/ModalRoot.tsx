import { useStore } from '@nanostores/react'
import * as Dialog from '@radix-ui/react-dialog'
import * as Toast from '@radix-ui/react-toast'
import { type CSSProperties, memo, type ReactNode, useMemo } from 'react'
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
import { OpeningShell } from './OpeningShell.js'
import { useOpener } from './useOpener.js'
import { usePrefetchViews } from './usePrefetchViews.js'
import { useRequestClose } from './useRequestClose.js'
import { useSinceFirstPaint } from './useSinceFirstPaint.js'
import { ViewOutlet } from './ViewOutlet.js'

export type ModalRootProps = ModalProps & { messages: ModalMessages }
// for NetworkLogo: a button's logo comes with the modal's code, never before the first click
export { NetworkLogoImage } from '../components/NetworkLogoImage.js'

function EmbeddedTitle({ className, children }: { className?: string; children?: ReactNode }) {
  return <h2 className={className}>{children}</h2>
}

/** The dialog's opening animations, continued from where the opening shell's had got to */
function continuedFrom(ago: number, style: CSSProperties | undefined): CSSProperties {
  return { ...style, '--wp-opened-ago': `${Math.round(ago)}ms` } as CSSProperties
}

/**
 * The modal as a dialog appended to the page body. Opening, the click paints the dialog's
 * shell in the next frame (OpeningShell, a few plain elements); the dialog itself, whose focus
 * trap, scroll lock and hiding of the page cost several frames' work, replaces it after that
 * frame, in a background render.
 */
function DialogModal({ className }: ModalProps) {
  const { kit, locale, dir } = useKitContext()
  const theme = useKitTheme()
  const open = useStore(kit.$open)
  const since = useSinceFirstPaint(open)
  const themeProps = getThemeProps(theme)
  const shake = useStore(kit.$shake)
  const { locked, requestClose } = useRequestClose()
  const opener = useOpener(open)
  const refuse = (event: Event) => {
    // closing is not allowed here: say so with a shake instead
    event.preventDefault()
    requestClose()
  }
  if (open && since === undefined) return <OpeningShell className={className} />
  return (
    <Dialog.Root
      open={since !== undefined}
      onOpenChange={(next) => {
        if (!next) requestClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          className="wp-overlay"
          {...themeProps}
          style={continuedFrom(since ?? 0, themeProps.style)}
        />
        <Dialog.Content
          className={className ? `wp-modal ${className}` : 'wp-modal'}
          {...themeProps}
          style={continuedFrom(since ?? 0, themeProps.style)}
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
            // the view, mounted in the same render, has run its effect first: it put the focus
            // on its first control, or handed it on to the embedded wallet's frame. The dialog
            // takes the focus only where the view did not (a view whose code is loading); it is
            // fixed, so it needs no scrolling into view.
            event.preventDefault()
            if (opener.hasFocus())
              (event.currentTarget as HTMLElement | null)?.focus({ preventScroll: true })
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger, and the modal has none
            event.preventDefault()
            opener.returnFocus()
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

/**
 * The modal's code, loaded on demand: its strings, the dialog (or embedded box), the toast.
 * Memoized: opening re-renders `Modal`, and only the dialog, which reads the open state
 * itself, needs to render again in the click's task.
 */
export const ModalRoot = memo(function ModalRoot({ messages, ...props }: ModalRootProps) {
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
})

function Prefetch() {
  usePrefetchViews()
  return null
}
