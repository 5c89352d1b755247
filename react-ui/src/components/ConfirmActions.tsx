export type ConfirmActionsProps = {
  /** the wallet is asked: the sentence shows, back is off and confirm is busy */
  busy: boolean
  /** said (role status) while busy, e.g. "Confirm in your wallet" */
  busyText: string
  backLabel: string
  onBack(): void
  confirmLabel: string
  /** confirm stays focusable but does nothing (aria-disabled), e.g. while the form is invalid */
  blocked?: boolean
  onConfirm(): void
}

/** The foot of a review step (swap, send): the wait-for-the-wallet line, back, and confirm. */
export function ConfirmActions(props: ConfirmActionsProps) {
  const { busy, busyText, backLabel, onBack, confirmLabel, blocked, onConfirm } = props
  return (
    <>
      {busy && (
        <p className="wp-text" role="status">
          {busyText}
        </p>
      )}
      <div className="wp-actions">
        <button
          type="button"
          className="wp-action wp-action-secondary"
          disabled={busy}
          onClick={onBack}
        >
          {backLabel}
        </button>
        <button
          type="button"
          className="wp-action"
          aria-disabled={busy || blocked || undefined}
          aria-busy={busy || undefined}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  )
}
