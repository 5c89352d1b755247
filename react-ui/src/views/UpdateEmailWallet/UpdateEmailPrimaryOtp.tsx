import { replaceView } from '@walletport/core'
import { verifyUpdateEmailPrimaryOtp } from '@walletport/core/embedded/actions'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { OtpForm } from '../embedded/OtpForm.js'
import { useEmbeddedState } from '../embedded/useEmbeddedState.js'
import type { ViewProps } from '../types.js'

/** The code sent to the current email; the code for the new email comes next. */
export function UpdateEmailPrimaryOtp({ data }: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { email = '' } = useEmbeddedState()
  return (
    <OtpForm
      description={t('updateEmail.primaryText', { email })}
      onVerify={async (otp) => {
        await verifyUpdateEmailPrimaryOtp(kit, { otp })
        replaceView(kit, { view: 'UpdateEmailSecondaryOtp', ...(data && { data }) })
      }}
    />
  )
}
