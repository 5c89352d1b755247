import { resetView, showToast } from '@walletport/core'
import { verifyUpdateEmailSecondaryOtp } from '@walletport/core/embedded/actions'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { OtpForm } from '../embedded/OtpForm.js'
import type { ViewProps } from '../types.js'

/** The code sent to the new email: the account's email changes and Account shows it. */
export function UpdateEmailSecondaryOtp({ data }: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  return (
    <OtpForm
      description={t('updateEmail.secondaryText', { email: data?.email ?? '' })}
      onVerify={async (otp) => {
        const { newEmail } = await verifyUpdateEmailSecondaryOtp(kit, { otp })
        showToast(kit, { variant: 'success', message: t('updateEmail.done', { email: newEmail }) })
        resetView(kit, { view: 'Account' })
      }}
    />
  )
}
