import { useMessages } from '../../modal/MessagesContext.js'

export type NameFieldProps = {
  id: string
  value: string
  suffix: string
  /** the rule or "taken", shown in place of the hint */
  error: string | undefined
  onChange(value: string): void
}

/** The name to register: the field, the suffix beside it, and the hint or the error under it. */
export function NameField({ id, value, suffix, error, onChange }: NameFieldProps) {
  const { t } = useMessages()
  return (
    <div className="wp-email">
      <label className="wp-label" htmlFor={id}>
        {t('names.label')}
      </label>
      <div className="wp-field wp-name-field">
        <input
          id={id}
          className="wp-input"
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-suffix ${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="wp-suffix" id={`${id}-suffix`}>
          {suffix}
        </span>
      </div>
      <p className={error ? 'wp-field-error' : 'wp-hint'} id={`${id}-hint`}>
        {error ?? t('names.hint')}
      </p>
    </div>
  )
}
