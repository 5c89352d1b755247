import { useId } from 'react'
import { VISUALLY_HIDDEN } from './VisuallyHidden.js'

export type SearchFieldProps = {
  /** the field's name for screen readers, also shown as its placeholder */
  label: string
  value: string
  onChange(value: string): void
}

/** The search box above a list (wallets, tokens): labelled for screen readers, no autofill. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} style={VISUALLY_HIDDEN}>
        {label}
      </label>
      <input
        id={id}
        className="wp-input"
        type="search"
        autoComplete="off"
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  )
}
