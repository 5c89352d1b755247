import { connect, isUserRejection } from '@walletport/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Logo } from '../../components/Logo.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { useFinishConnect } from '../useFinishConnect.js'

type Status = 'connecting' | 'declined' | 'failed'

/** Connecting an installed wallet: asks it at once, with a retry after a refusal or failure. */
export function ConnectingExternal({ data }: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const connector = data?.connector
  const name = data?.wallet?.name ?? connector?.name ?? ''
  const [status, setStatus] = useState<Status>('connecting')
  const finish = useFinishConnect('ConnectingExternal')

  const start = useCallback(async () => {
    if (!connector) {
      setStatus('failed')
      return
    }
    setStatus('connecting')
    try {
      await connect(kit, { connectorId: connector.id, namespace: connector.chain })
      await finish()
    } catch (error) {
      setStatus(isUserRejection(error) ? 'declined' : 'failed')
    }
  }, [kit, connector, finish])

  // once per visit, also under StrictMode's double effects
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void start()
  }, [start])

  return (
    <div className="wp-connecting" data-state={status}>
      <Logo name={name} src={data?.wallet?.imageUrl ?? connector?.imageUrl} size="lg" />
      <div aria-live="polite">
        <p className="wp-title">
          {status === 'connecting'
            ? t('connecting.continueIn', { wallet: name })
            : t(status === 'declined' ? 'connecting.declined' : 'connecting.failed')}
        </p>
        <p className="wp-text">
          {t(status === 'connecting' ? 'connecting.accept' : 'connecting.retryHint')}
        </p>
      </div>
      {status !== 'connecting' && (
        <button type="button" className="wp-action" onClick={() => void start()}>
          {t('connecting.retry')}
        </button>
      )}
    </div>
  )
}
