import { useStore } from '@nanostores/react'
import * as Toast from '@radix-ui/react-toast'
import { hideToast } from '@walletport/core'
import { AlertIcon, CheckIcon } from '../components/icons.js'
import { useKitContext } from '../provider/KitContext.js'
import { getThemeProps, useKitTheme } from '../styles/getThemeProps.js'
import { useMessages } from './MessagesContext.js'
import { getCoreToastKey } from './toastMessages.js'

// success and error toasts leave after a while; a loading toast stays until replaced
const TOAST_DURATION = 2_500

/**
 * The kit's single toast. Core owns it: when one is open, the next hides it and appears
 * 150 ms later; this shows whatever the store holds.
 */
export function ModalToast() {
  const { kit, locale, dir } = useKitContext()
  const { t } = useMessages()
  const toast = useStore(kit.$toast)
  const theme = useKitTheme()
  const key = getCoreToastKey(toast.message)
  return (
    <>
      <Toast.Root
        className="wp-toast"
        data-variant={toast.variant}
        open={toast.open}
        onOpenChange={(open) => {
          if (!open) hideToast(kit)
        }}
        duration={toast.variant === 'loading' ? Number.POSITIVE_INFINITY : TOAST_DURATION}
        type={toast.variant === 'error' ? 'foreground' : 'background'}
      >
        {toast.variant === 'loading' ? (
          <span className="wp-spinner" aria-hidden="true" />
        ) : toast.variant === 'success' ? (
          <CheckIcon />
        ) : (
          <AlertIcon />
        )}
        <Toast.Title className="wp-toast-title">{key ? t(key) : toast.message}</Toast.Title>
      </Toast.Root>
      <Toast.Viewport
        className="wp-toast-viewport"
        {...getThemeProps(theme)}
        dir={dir}
        lang={locale}
        label={t('toast.region', { hotkey: 'F8' })}
      />
    </>
  )
}
