import { close, showToast } from '@walletport/core'
import { useState } from 'react'
import { Logo } from '../../components/Logo.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'

/** Asks the user to sign the login message; the sign-in flow does the rest. */
export function SIWXSignMessage(_: ViewProps) {
  const { kit, flows } = useKitContext()
  const { t } = useMessages()
  const [busy, setBusy] = useState(false)
  const app = kit.options.metadata?.name ?? t('siwx.thisApp')
  const flow = flows.signIn

  async function sign() {
    if (busy) return
    if (!flow) {
      showToast(kit, { variant: 'error', message: t('toast.signInUnavailable') })
      return
    }
    setBusy(true)
    try {
      await flow.signIn()
    } catch {
      // the flow reports its own failure (SPEC section 4: the view reopens with an error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="wp-connecting">
      <Logo name={app} src={kit.options.metadata?.icons?.[0]} size="lg" />
      <p className="wp-title">{t('siwx.title', { app })}</p>
      <p className="wp-text">{t('siwx.message')}</p>
      <div className="wp-actions">
        <button
          type="button"
          className="wp-action wp-action-secondary"
          onClick={() => void (flow ? flow.cancel() : close(kit))}
        >
          {t('siwx.cancel')}
        </button>
        <button
          type="button"
          className="wp-action"
          aria-busy={busy || undefined}
          onClick={() => void sign()}
        >
          {t(busy ? 'siwx.signing' : 'siwx.sign')}
        </button>
      </div>
    </div>
  )
}
