import { useMessages } from '../../modal/MessagesContext.js'
import type { PairingStatus } from './usePairingConnect.js'

/** A pairing the wallet declined or that failed, and the way to try again. */
export function PairingRetry({ status, retry }: { status: PairingStatus; retry(): void }) {
  const { t } = useMessages()
  return (
    <div className="wp-connecting" aria-live="polite">
      <p className="wp-title">
        {t(status === 'declined' ? 'connecting.declined' : 'connecting.failed')}
      </p>
      <button type="button" className="wp-action" onClick={retry}>
        {t('connecting.retry')}
      </button>
    </div>
  )
}
