import { pushView } from '@walletport/core'
import { connectEmail } from '@walletport/core/embedded/actions'
import { EmailMark } from '../../components/EmailMark.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { EmailInput } from '../embedded/EmailInput.js'
import { FieldError } from '../embedded/FieldError.js'
import { useEmailForm } from '../embedded/useEmailForm.js'
import { useFinishConnect } from '../useFinishConnect.js'

/**
 * The email login of the embedded wallet: the frame mails a code (EmailVerifyOtp) or asks
 * to approve the device (EmailVerifyDevice), or a known session connects at once. Within 30 s
 * of the last email core refuses with the seconds left, shown under the field.
 */
export function EmailForm() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const finish = useFinishConnect('Connect')
  const { id, email, busy, error, change, submit } = useEmailForm(async (address) => {
    const { action } = await connectEmail(kit, { email: address })
    if (action === 'VERIFY_OTP') pushView(kit, { view: 'EmailVerifyOtp' })
    else if (action === 'VERIFY_DEVICE') pushView(kit, { view: 'EmailVerifyDevice' })
    else await finish()
  })

  return (
    <form className="wp-email" onSubmit={(event) => void submit(event)} data-method="email">
      <label className="wp-label" htmlFor={id}>
        {t('connect.email')}
      </label>
      <div className="wp-field">
        <span className="wp-input-wrap">
          <EmailMark />
          <EmailInput id={id} value={email} error={error} onChange={change} />
        </span>
        <button type="submit" className="wp-action" aria-busy={busy || undefined}>
          {t('connect.continue')}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </form>
  )
}
