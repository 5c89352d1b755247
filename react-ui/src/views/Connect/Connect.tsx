import { lazyComponent } from '../../modal/lazyComponent.js'
import { LAZY_VIEWS } from '../../modal/loadLazyViews.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { WalletSection } from './WalletSection.js'

// the email and social logins need the embedded wallet's actions: their code (and core's
// embedded entry) loads later, with the modal's one lazy module (see lazyViews.ts)
const EmailForm = lazyComponent(LAZY_VIEWS, (m) => m.EmailForm).Component
const SocialButtons = lazyComponent(LAZY_VIEWS, (m) => m.SocialButtons).Component

/**
 * The first view: the connect methods in the configured order (email, social, wallet by
 * default). Email and social need the kit's `embeddedWallet` option.
 */
export function Connect(_: ViewProps) {
  const { kit } = useKitContext()
  const { connectMethodsOrder, features, embeddedWallet } = kit.options
  const socials = features.socials || []
  const sections = connectMethodsOrder.flatMap((method) => {
    if (method === 'wallet') return [<WalletSection key={method} />]
    if (!embeddedWallet) return []
    if (method === 'email') return features.email ? [<EmailForm key={method} />] : []
    return socials.length ? [<SocialButtons key={method} providers={socials} />] : []
  })
  // a rule between the methods, so email and social read apart from the wallets
  return (
    <div className="wp-stack">
      {sections.flatMap((section, index) =>
        index === 0
          ? [section]
          : [<hr key={`rule-${section.key}`} className="wp-divider" />, section],
      )}
    </div>
  )
}
