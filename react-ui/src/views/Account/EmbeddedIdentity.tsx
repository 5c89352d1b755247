import { type ConnectedWalletInfo, pushView } from '@walletport/core'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { SOCIAL_NAMES } from '../embedded/socialNames.js'

/**
 * Who is signed in to an embedded wallet (the connected wallet info): the email, or the
 * social username with its provider; an email account may change its email.
 */
export function EmbeddedIdentity({ info }: { info: ConnectedWalletInfo | undefined }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { social, identifier } = info ?? {}
  if (!social || !identifier) return null
  return (
    <>
      <p className="wp-hint" data-identity={social}>
        {social === 'email'
          ? t('account.signedInAs', { identifier })
          : t('account.signedInWith', { identifier, provider: t(SOCIAL_NAMES[social]) })}
      </p>
      {social === 'email' && kit.options.features.email && (
        <button
          type="button"
          className="wp-action wp-action-secondary"
          onClick={() => pushView(kit, { view: 'UpdateEmailWallet' })}
        >
          {t('account.updateEmail')}
        </button>
      )}
    </>
  )
}
