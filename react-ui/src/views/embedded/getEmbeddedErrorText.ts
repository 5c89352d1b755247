import {
  ConnectTimeoutError,
  EmailCooldownError,
  EmailLoginDependencyError,
  isUserRejection,
  ProviderRpcError,
} from '@walletport/core'
import type { Translate } from '../../i18n/types.js'

export type EmbeddedErrorContext = 'email' | 'otp' | 'social'

/**
 * What a failed embedded-wallet step says, in the modal's language: the cooldown with its
 * seconds, the frame that did not load, a timeout, a cancelled login, a wrong code (the frame
 * refused the OTP), else the step's generic failure.
 */
export function getEmbeddedErrorText(
  t: Translate,
  error: unknown,
  context: EmbeddedErrorContext,
): string {
  if (error instanceof EmailCooldownError)
    return t('embedded.cooldown', { seconds: error.secondsLeft })
  if (error instanceof EmailLoginDependencyError) return t('embedded.dependency')
  if (error instanceof ConnectTimeoutError) return t('embedded.timeout')
  if (isUserRejection(error)) return t('embedded.declined')
  // the frame answers a wrong or expired code with an error of its own wording
  if (context === 'otp' && error instanceof ProviderRpcError) return t('embedded.invalidCode')
  return t(context === 'social' ? 'toast.socialFailed' : 'toast.emailFailed')
}
