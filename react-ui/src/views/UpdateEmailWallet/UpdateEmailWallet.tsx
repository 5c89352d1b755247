import { pushView } from '@walletport/core'
import { updateEmail } from '@walletport/core/embedded'
import { type FormEvent, useId, useState } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getEmbeddedErrorText } from '../embedded/getEmbeddedErrorText.js'
import { useEmbeddedState } from '../embedded/useEmbeddedState.js'
import type { ViewProps } from '../types.js'

/**
 * Changing the signed-in email: the new address, then the code sent to the current one
 * (UpdateEmailPrimaryOtp) and the code sent to the new one (UpdateEmailSecondaryOtp), as the
 * frame asks. The email cooldown applies.
 */
export function UpdateEmailWallet(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const id = useId()
  const { email: current } = useEmbeddedState()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      const { action } = await updateEmail(kit, { email })
      pushView(kit, {
        view: action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
        data: { email },
      })
    } catch (caught) {
      setError(getEmbeddedErrorText(t, caught, 'email'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="wp-stack" onSubmit={(event) => void submit(event)}>
      {current && <p className="wp-text">{t('updateEmail.current', { email: current })}</p>}
      <label className="wp-label" htmlFor={id}>
        {t('updateEmail.label')}
      </label>
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
      {error && (
        <p className="wp-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="wp-action" aria-busy={busy || undefined}>
        {t('connect.continue')}
      </button>
    </form>
  )
}
