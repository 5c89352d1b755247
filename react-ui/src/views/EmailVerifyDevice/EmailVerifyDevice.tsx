import { replaceView } from '@walletport/core'
import { connectDevice } from '@walletport/core/embedded/actions'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getEmbeddedErrorText } from '../embedded/getEmbeddedErrorText.js'
import { useEmbeddedState } from '../embedded/useEmbeddedState.js'
import type { ViewProps } from '../types.js'

/**
 * The frame asked to approve this device from the email: this waits for it (30 s at most),
 * then the code follows (EmailVerifyOtp); a failure offers to wait again.
 */
export function EmailVerifyDevice(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { email = '' } = useEmbeddedState()
  const [error, setError] = useState<string>()

  const start = useCallback(async () => {
    setError(undefined)
    try {
      await connectDevice(kit)
      if (kit.$view.get() === 'EmailVerifyDevice') replaceView(kit, { view: 'EmailVerifyOtp' })
    } catch (caught) {
      setError(getEmbeddedErrorText(t, caught, 'email'))
    }
  }, [kit, t])

  // once per visit, also under StrictMode's double effects
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void start()
  }, [start])

  return (
    <div className="wp-connecting" data-state={error ? 'failed' : 'connecting'}>
      <div aria-live="polite">
        <p className="wp-title">{t('device.title')}</p>
        <p className="wp-text">{t('device.text', { email })}</p>
        {error && (
          <p className="wp-field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {error ? (
        <button type="button" className="wp-action" onClick={() => void start()}>
          {t('connecting.retry')}
        </button>
      ) : (
        <Spinner label={t('device.waiting')} />
      )}
    </div>
  )
}
