import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useCancelSignIn } from '../SIWXSignMessage/useCancelSignIn.js'
import type { ViewProps } from '../types.js'

/** Sign-in under way: the wallet shows the message; the user may cancel. */
export function ConnectingSiwe(_: ViewProps) {
  const { t } = useMessages()
  const cancel = useCancelSignIn()
  return (
    <div className="wp-connecting">
      <Spinner label={t('siwx.authenticating')} />
      <p className="wp-title" aria-hidden="true">
        {t('siwx.authenticating')}
      </p>
      <p className="wp-text">{t('siwx.continueInWallet')}</p>
      <button type="button" className="wp-action wp-action-secondary" onClick={cancel}>
        {t('siwx.cancel')}
      </button>
    </div>
  )
}
