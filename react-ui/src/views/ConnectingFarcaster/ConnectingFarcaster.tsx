import { connectFarcaster } from '@walletport/core/embedded/actions'
import { useCallback, useEffect, useRef, useState } from 'react'
import { QrCode } from '../../components/QrCode.js'
import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getEmbeddedErrorText } from '../embedded/getEmbeddedErrorText.js'
import { useEmbeddedState } from '../embedded/useEmbeddedState.js'
import type { ViewProps } from '../types.js'
import { useFinishConnect } from '../useFinishConnect.js'

/**
 * Farcaster login: the frame's sign-in link as a QR code (and a link on this device), then
 * the account connects once the user approved it; a failure offers to start again.
 */
export function ConnectingFarcaster(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { farcasterUrl, step } = useEmbeddedState()
  const finish = useFinishConnect('ConnectingFarcaster')
  const [error, setError] = useState<string>()

  const start = useCallback(async () => {
    setError(undefined)
    try {
      await connectFarcaster(kit)
      await finish()
    } catch (caught) {
      setError(getEmbeddedErrorText(t, caught, 'social'))
    }
  }, [kit, t, finish])

  // once per visit, also under StrictMode's double effects
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void start()
  }, [start])

  if (error)
    return (
      <div className="wp-connecting" data-state="failed">
        <p className="wp-title" role="alert">
          {error}
        </p>
        <button type="button" className="wp-action" onClick={() => void start()}>
          {t('connecting.retry')}
        </button>
      </div>
    )
  // a frame-supplied link: only http(s) may reach an href (javascript: runs under React 18)
  const url =
    step === 'farcaster' && farcasterUrl && /^https?:\/\//i.test(farcasterUrl)
      ? farcasterUrl
      : undefined
  return (
    <div className="wp-pairing">
      <p className="wp-text">{t('farcaster.scan')}</p>
      <div className="wp-qr-frame">
        {url ? (
          <QrCode value={url} label={t('farcaster.qrLabel')} />
        ) : (
          <Spinner label={t('farcaster.preparing')} />
        )}
      </div>
      {url && (
        <a className="wp-action wp-action-secondary" href={url} target="_blank" rel="noreferrer">
          {t('farcaster.open')}
        </a>
      )}
    </div>
  )
}
