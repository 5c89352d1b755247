import { replaceView, showToast, signIn } from '@walletport/core'
import { Logo } from '../../components/Logo.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { useCancelSignIn } from './useCancelSignIn.js'

/**
 * Asks the user to sign the login message. Signing shows ConnectingSiwe while the wallet asks;
 * core does the rest: it closes the modal on success, comes back here with an error toast when
 * the wallet declines, and disconnects back to Connect when sign-in cannot start.
 */
export function SIWXSignMessage(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const cancel = useCancelSignIn()
  const app = kit.options.metadata?.name ?? t('siwx.thisApp')

  async function sign() {
    replaceView(kit, { view: 'ConnectingSiwe' })
    try {
      await signIn(kit)
    } catch {
      // core answered a declined or failed sign-in itself; one it refused to start (sign-in
      // off, no account, an unsupported network) changed nothing, so it is said here
      if (kit.$view.get() !== 'ConnectingSiwe') return
      replaceView(kit, { view: 'SIWXSignMessage' })
      showToast(kit, { variant: 'error', message: t('toast.signInUnavailable') })
    }
  }

  return (
    <div className="wp-connecting">
      <Logo name={app} src={kit.options.metadata?.icons?.[0]} size="lg" />
      <p className="wp-title">{t('siwx.title', { app })}</p>
      <p className="wp-text">{t('siwx.message')}</p>
      <div className="wp-actions">
        <button type="button" className="wp-action wp-action-secondary" onClick={cancel}>
          {t('siwx.cancel')}
        </button>
        <button type="button" className="wp-action" onClick={() => void sign()}>
          {t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
