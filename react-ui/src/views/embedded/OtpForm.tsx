import { type FormEvent, useId, useState } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { FieldError } from './FieldError.js'
import { getEmbeddedErrorText } from './getEmbeddedErrorText.js'

const OTP_LENGTH = 6

export type OtpFormProps = {
  /** the sentence above the field: where the code was sent */
  description: string
  /** checks the code; a rejection shows under the field */
  onVerify(otp: string): Promise<void>
}

/**
 * A 6-digit code from an email: one numeric field (the browser may fill it from the email,
 * autocomplete one-time-code), sent on the sixth digit or with Enter; a wrong code says so
 * under the field and keeps the focus there.
 */
export function OtpForm({ description, onVerify }: OtpFormProps) {
  const { t } = useMessages()
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function verify(otp: string) {
    if (busy) return
    if (otp.length !== OTP_LENGTH) {
      setError(t('otp.sixDigits'))
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      await onVerify(otp)
    } catch (caught) {
      setError(getEmbeddedErrorText(t, caught, 'otp'))
    } finally {
      setBusy(false)
    }
  }

  function onChange(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
    setCode(digits)
    setError(undefined)
    if (digits.length === OTP_LENGTH) void verify(digits)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void verify(code)
  }

  return (
    <form className="wp-stack" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <p className="wp-text" id={`${id}-description`}>
        {description}
      </p>
      <label className="wp-label" htmlFor={id}>
        {t('otp.label')}
      </label>
      <input
        id={id}
        className="wp-input wp-otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-description ${id}-error` : `${id}-description`}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={id} error={error} />
      <button type="submit" className="wp-action" aria-busy={busy || undefined}>
        {t('otp.verify')}
      </button>
    </form>
  )
}
