import { useId } from 'react'

export type SelectFieldProps = {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange(value: string): void
}

/** A labelled native select: the keyboard and screen readers know it as it is. */
export function SelectField({ label, value, options, onChange }: SelectFieldProps) {
  const id = useId()
  return (
    <div className="wp-email">
      <label className="wp-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="wp-input wp-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
