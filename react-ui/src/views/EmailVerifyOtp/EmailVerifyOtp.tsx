import { verifyOtp } from '@walletport/core/embedded/actions'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { OtpForm } from '../embedded/OtpForm.js'
import { useEmbeddedState } from '../embedded/useEmbeddedState.js'
import type { ViewProps } from '../types.js'
import { useFinishConnect } from '../useFinishConnect.js'
import { ResendCode } from './ResendCode.js'

/**
 * The code from the login email: a right one connects (then sign-in or close), a wrong one
 * says so under the field; the code can be sent again once the 30 s cooldown is over.
 */
export function EmailVerifyOtp(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { email = '' } = useEmbeddedState()
  const finish = useFinishConnect('EmailVerifyOtp')
  return (
    <div className="wp-stack">
      <OtpForm
        description={t('otp.sentTo', { email })}
        onVerify={async (otp) => {
          await verifyOtp(kit, { otp })
          await finish()
        }}
      />
      <ResendCode email={email} />
    </div>
  )
}
