import { SocialMark } from '../../components/SocialMark.js'
import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { SOCIAL_NAMES } from '../embedded/socialNames.js'
import { useEmbeddedState } from '../embedded/useEmbeddedState.js'
import type { ViewProps } from '../types.js'

/**
 * While the provider's popup is open: the login started from the click (SocialButtons)
 * connects, or comes back to Connect with what went wrong.
 */
export function ConnectingSocial(_: ViewProps) {
  const { t } = useMessages()
  const { socialProvider, step } = useEmbeddedState()
  const provider = socialProvider ? t(SOCIAL_NAMES[socialProvider]) : ''
  return (
    <div className="wp-connecting" data-state="connecting">
      {/* the provider's own mark, as on its button in Connect */}
      {socialProvider && <SocialMark provider={socialProvider} size="lg" />}
      <div aria-live="polite">
        <p className="wp-title">
          {step === 'connecting' ? t('social.connecting') : t('social.continueIn', { provider })}
        </p>
        <p className="wp-text">{t('social.waiting')}</p>
      </div>
      <Spinner label={t('modal.loading')} />
    </div>
  )
}
