import { useMessages } from '../../modal/MessagesContext.js'

export type EmailInputProps = {
  id: string
  value: string
  /** described by the `${id}-error` paragraph while set */
  error: string | undefined
  onChange(value: string): void
}

/** The email address field of the embedded wallet's forms. */
export function EmailInput({ id, value, error, onChange }: EmailInputProps) {
  const { t } = useMessages()
  return (
    <input
      id={id}
      className="wp-input"
      type="email"
      required
      autoComplete="email"
      value={value}
      placeholder={t('connect.emailPlaceholder')}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
