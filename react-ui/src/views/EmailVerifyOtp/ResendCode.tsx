import { EMAIL_LOGIN_COOLDOWN, EmailCooldownError } from '@walletport/core'
import { connectEmail } from '@walletport/core/embedded/actions'
import { useState } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getEmbeddedErrorText } from '../embedded/getEmbeddedErrorText.js'
import { useSecondsLeft } from './useSecondsLeft.js'

/**
 * Sends the login email again. The view opens right after an email went out, so the button
 * counts the cooldown down from there (and from each resend); core's answer (the seconds left)
 * corrects the count when it knows better. `aria-disabled`, not `disabled`: a button that
 * has just been pressed keeps the focus while it waits.
 */
export function ResendCode({ email }: { email: string }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [until, setUntil] = useState(() => Date.now() + EMAIL_LOGIN_COOLDOWN)
  const secondsLeft = useSecondsLeft(until)
  const waiting = secondsLeft > 0

  async function resend() {
    if (busy || waiting) return
    setBusy(true)
    setResult(undefined)
    try {
      await connectEmail(kit, { email })
      setUntil(Date.now() + EMAIL_LOGIN_COOLDOWN)
      setResult({ ok: true, text: t('otp.resent') })
    } catch (error) {
      if (error instanceof EmailCooldownError) setUntil(Date.now() + error.secondsLeft * 1_000)
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
        aria-disabled={waiting || undefined}
        onClick={() => void resend()}
      >
        {waiting ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
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
