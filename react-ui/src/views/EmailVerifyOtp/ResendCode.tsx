import { connectEmail } from '@walletport/core/embedded'
import { useState } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getEmbeddedErrorText } from '../embedded/getEmbeddedErrorText.js'

/** Sends the login email again; within the cooldown core answers with the seconds left. */
export function ResendCode({ email }: { email: string }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string }>()

  async function resend() {
    if (busy) return
    setBusy(true)
    setResult(undefined)
    try {
      await connectEmail(kit, { email })
      setResult({ ok: true, text: t('otp.resent') })
    } catch (error) {
      setResult({ ok: false, text: getEmbeddedErrorText(t, error, 'email') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="wp-action wp-action-secondary"
        aria-busy={busy || undefined}
        onClick={() => void resend()}
      >
        {t('otp.resend')}
      </button>
      <p
        className={result?.ok === false ? 'wp-field-error' : 'wp-hint'}
        role={result?.ok === false ? 'alert' : 'status'}
      >
        {result?.text}
      </p>
    </>
  )
}
