/** The refusal under a field, announced at once; the field points at it by `${id}-error`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p className="wp-field-error" id={`${id}-error`} role="alert">
      {error}
    </p>
  )
}
