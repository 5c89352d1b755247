import { close } from '@walletport/core'
import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'

/** Sign-in under way: the wallet shows the message; the user may cancel. */
export function ConnectingSiwe(_: ViewProps) {
  const { kit, flows } = useKitContext()
  const { t } = useMessages()
  return (
    <div className="wp-connecting">
      <Spinner label={t('siwx.authenticating')} />
      <p className="wp-title" aria-hidden="true">
        {t('siwx.authenticating')}
      </p>
      <p className="wp-text">{t('siwx.continueInWallet')}</p>
      <button
        type="button"
        className="wp-action wp-action-secondary"
        onClick={() => void (flows.signIn ? flows.signIn.cancel() : close(kit))}
      >
        {t('siwx.cancel')}
      </button>
    </div>
  )
}
