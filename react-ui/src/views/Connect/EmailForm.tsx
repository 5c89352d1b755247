import { pushView } from '@walletport/core'
import { connectEmail } from '@walletport/core/embedded'
import { type FormEvent, useId, useState } from 'react'
import { EmailMark } from '../../components/EmailMark.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getEmbeddedErrorText } from '../embedded/getEmbeddedErrorText.js'
import { useFinishConnect } from '../useFinishConnect.js'

/**
 * The email login of the embedded wallet: the frame mails a code (EmailVerifyOtp) or asks
 * to approve the device (EmailVerifyDevice), or a known session connects at once. Within 30 s
 * of the last email core refuses with the seconds left, shown under the field.
 */
export function EmailForm() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const id = useId()
  const finish = useFinishConnect('Connect')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      const { action } = await connectEmail(kit, { email })
      if (action === 'VERIFY_OTP') pushView(kit, { view: 'EmailVerifyOtp' })
      else if (action === 'VERIFY_DEVICE') pushView(kit, { view: 'EmailVerifyDevice' })
      else await finish()
    } catch (caught) {
      setError(getEmbeddedErrorText(t, caught, 'email'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="wp-email" onSubmit={(event) => void submit(event)} data-method="email">
      <label className="wp-label" htmlFor={id}>
        {t('connect.email')}
      </label>
      <div className="wp-field">
        <span className="wp-input-wrap">
          <EmailMark />
          <input
            id={id}
            className="wp-input"
            type="email"
            required
            autoComplete="email"
            value={email}
            placeholder={t('connect.emailPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(undefined)
            }}
          />
        </span>
        <button type="submit" className="wp-action" aria-busy={busy || undefined}>
          {t('connect.continue')}
        </button>
      </div>
      {error && (
        <p className="wp-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
