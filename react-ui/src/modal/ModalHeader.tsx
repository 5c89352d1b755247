import { useStore } from '@nanostores/react'
import { goBack, type View } from '@walletport/core'
import type { ComponentType, ReactNode } from 'react'
import { IconButton } from '../components/IconButton.js'
import { BackIcon, CloseIcon } from '../components/icons.js'
import { useKitContext } from '../provider/KitContext.js'
import { getShownEntry } from './getShownEntry.js'
import { getViewDefinition } from './getViewDefinition.js'
import { useMessages } from './MessagesContext.js'

// no way back: UnsupportedChain (core closes instead), the sign-in views, which only
// Cancel leaves (the view below them is the connect that led there), and ApproveTransaction,
// whose request only the frame's answer or closing the modal settles
const NO_BACK: readonly View[] = [
  'UnsupportedChain',
  'SIWXSignMessage',
  'ConnectingSiwe',
  'ApproveTransaction',
]

export type ModalHeaderProps = {
  /** the dialog's title element, or a heading when embedded */
  Title: ComponentType<{ className?: string; children?: ReactNode }>
  /** absent when there is nothing to close (embedded) */
  onClose?: (() => void) | undefined
}

/** Back (when there is somewhere to go back to), the view's title, close. */
export function ModalHeader({ Title, onClose }: ModalHeaderProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const history = useStore(kit.$history)
  const entry = getShownEntry(kit, history)
  const title = getViewDefinition(kit, entry.view)?.title(t, entry.data) ?? t('view.connect')
  const canGoBack = history.length > 1 && !NO_BACK.includes(entry.view)
  return (
    <div className="wp-header">
      {canGoBack ? (
        <IconButton label={t('modal.back')} onClick={() => goBack(kit)}>
          <BackIcon />
        </IconButton>
      ) : (
        <span className="wp-icon-spacer" />
      )}
      <Title className="wp-header-title">
        {/* keyed so the text fades in anew for each title */}
        <span key={title} className="wp-header-text">
          {title}
        </span>
      </Title>
      {onClose ? (
        <IconButton label={t('modal.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      ) : (
        <span className="wp-icon-spacer" />
      )}
    </div>
  )
}
