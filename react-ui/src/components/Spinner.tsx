import { VisuallyHidden } from './VisuallyHidden.js'

export type SpinnerProps = { label: string }

/** A busy indicator announced politely by its label. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="wp-spinner-wrap" role="status">
      <span className="wp-spinner" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  )
}
