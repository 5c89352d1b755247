import { pushView } from '@walletport/core'
import { updateEmail } from '@walletport/core/embedded/actions'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { EmailInput } from '../embedded/EmailInput.js'
import { FieldError } from '../embedded/FieldError.js'
import { useEmailForm } from '../embedded/useEmailForm.js'
import { useEmbeddedState } from '../embedded/useEmbeddedState.js'
import type { ViewProps } from '../types.js'

/**
 * Changing the signed-in email: the new address, then the code sent to the current one
 * (UpdateEmailPrimaryOtp) and the code sent to the new one (UpdateEmailSecondaryOtp), as the
 * frame asks. The email cooldown applies.
 */
export function UpdateEmailWallet(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { email: current } = useEmbeddedState()
  const { id, email, busy, error, change, submit } = useEmailForm(async (address) => {
    const { action } = await updateEmail(kit, { email: address })
    pushView(kit, {
      view: action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
      data: { email: address },
    })
  })

  return (
    <form className="wp-stack" onSubmit={(event) => void submit(event)}>
      {current && <p className="wp-text">{t('updateEmail.current', { email: current })}</p>}
      <label className="wp-label" htmlFor={id}>
        {t('updateEmail.label')}
      </label>
      <EmailInput id={id} value={email} error={error} onChange={change} />
      <FieldError id={id} error={error} />
      <button type="submit" className="wp-action" aria-busy={busy || undefined}>
        {t('connect.continue')}
      </button>
    </form>
  )
}
