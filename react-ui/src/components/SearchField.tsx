import * as VisuallyHidden from '@radix-ui/react-visually-hidden'
import { useId } from 'react'

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
      <VisuallyHidden.Root asChild>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden.Root>
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
