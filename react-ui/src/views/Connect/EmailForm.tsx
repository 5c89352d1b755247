import { showToast } from '@walletport/core'
import { type FormEvent, useId, useState } from 'react'
import type { EmbeddedWalletFlow } from '../../flows/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

/** The email login of the embedded wallet. */
export function EmailForm({ flow }: { flow: EmbeddedWalletFlow }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const id = useId()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await flow.connectEmail({ email })
    } catch {
      showToast(kit, { variant: 'error', message: t('toast.emailFailed') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="wp-email" onSubmit={submit} data-method="email">
      <label className="wp-label" htmlFor={id}>
        {t('connect.email')}
      </label>
      <div className="wp-field">
        <input
          id={id}
          className="wp-input"
          type="email"
          required
          autoComplete="email"
          value={email}
          placeholder={t('connect.emailPlaceholder')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="wp-action" aria-busy={busy || undefined}>
          {t('connect.continue')}
        </button>
      </div>
    </form>
  )
}
