import { lazy } from 'react'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { WalletSection } from './WalletSection.js'

// the email and social logins need the embedded wallet's actions: their code (and core's
// embedded entry) loads later, with the modal's one lazy module (see lazyViews.ts)
const EmailForm = lazy(() =>
  import('../../modal/lazyViews.js').then((m) => ({ default: m.EmailForm })),
)
const SocialButtons = lazy(() =>
  import('../../modal/lazyViews.js').then((m) => ({ default: m.SocialButtons })),
)

/**
 * The first view: the connect methods in the configured order (email, social, wallet by
 * default). Email and social need the kit's `embeddedWallet` option.
 */
export function Connect(_: ViewProps) {
  const { kit } = useKitContext()
  const { connectMethodsOrder, features, embeddedWallet } = kit.options
  const socials = features.socials || []
  return (
    <div className="wp-stack">
      {connectMethodsOrder.map((method) => {
        if (method === 'wallet') return <WalletSection key={method} />
        if (!embeddedWallet) return null
        if (method === 'email') return features.email ? <EmailForm key={method} /> : null
        return socials.length ? <SocialButtons key={method} providers={socials} /> : null
      })}
    </div>
  )
}
