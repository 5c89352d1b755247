import { useMessages } from '../../modal/MessagesContext.js'
import { describePairingFailure } from './describePairingFailure.js'
import type { PairingStatus } from './usePairingConnect.js'

export type PairingRetryProps = {
  status: PairingStatus
  /** what the pairing failed with: a typed one (relay down, nothing to pair) is explained */
  error?: unknown
  retry(): void
}

/** A pairing the wallet declined or that failed, why when it is known, and a way to retry. */
export function PairingRetry({ status, error, retry }: PairingRetryProps) {
  const { t } = useMessages()
  const lines = status === 'failed' ? describePairingFailure(error, t) : []
  return (
    <div className="wp-connecting" aria-live="polite">
      <p className="wp-title">
        {t(status === 'declined' ? 'connecting.declined' : 'connecting.failed')}
      </p>
      {lines.map((line) => (
        <p key={line} className="wp-text" data-testid="pairing-failure">
          {line}
        </p>
      ))}
      <button type="button" className="wp-action" onClick={retry}>
        {t('connecting.retry')}
      </button>
    </div>
  )
}
