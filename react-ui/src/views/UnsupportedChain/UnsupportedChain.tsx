import { close, whenSignInSettled } from '@walletport/core'
import { NetworkList } from '../../components/NetworkList.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { useDisconnectAndClose } from '../useDisconnectAndClose.js'

/**
 * The wallet is on a network the app does not support: switch to one it does (the modal then
 * closes, unless core asks to sign in there), or disconnect.
 */
export function UnsupportedChain(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const disconnectAndClose = useDisconnectAndClose()
  async function onSwitched() {
    await whenSignInSettled(kit)
    if (kit.$view.get() !== 'UnsupportedChain') return
    if (kit.$open.get() || kit.options.embedded) close(kit)
  }
  return (
    <div className="wp-stack">
      <p className="wp-text">{t('unsupported.message')}</p>
      <NetworkList onSwitched={() => void onSwitched()} />
      <button
        type="button"
        className="wp-action wp-action-secondary"
        onClick={() => void disconnectAndClose()}
      >
        {t('account.disconnect')}
      </button>
    </div>
  )
}
