import { Skeleton } from '../../components/Skeleton.js'
import { useMessages } from '../../modal/MessagesContext.js'

/**
 * The quote's place while it is asked for: the rows it will fill, busy, with the words said
 * once; the layout holds when the quote comes.
 */
export function OnrampQuotePending() {
  const { t } = useMessages()
  return (
    <div className="wp-details" aria-busy="true" data-state="pending">
      <p className="wp-hint" role="status">
        {t('onramp.loadingQuote')}
      </p>
      {['60%', '45%', '52%'].map((width) => (
        <div key={width} className="wp-onramp-pending-row">
          <Skeleton width="30%" />
          <Skeleton width={width} />
        </div>
      ))}
    </div>
  )
}
