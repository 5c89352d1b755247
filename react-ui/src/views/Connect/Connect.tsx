import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { EmailForm } from './EmailForm.js'
import { SocialButtons } from './SocialButtons.js'
import { WalletSection } from './WalletSection.js'

/**
 * The first view: the connect methods in the configured order (email, social, wallet by
 * default). Email and social need the embedded wallet's flow.
 */
export function Connect(_: ViewProps) {
  const { kit, flows } = useKitContext()
  const { connectMethodsOrder, features } = kit.options
  const embedded = flows.embeddedWallet
  const socials = features.socials || []
  return (
    <div className="wp-stack">
      {connectMethodsOrder.map((method) => {
        if (method === 'wallet') return <WalletSection key={method} />
        if (!embedded) return null
        if (method === 'email')
          return features.email ? <EmailForm key={method} flow={embedded} /> : null
        return socials.length ? (
          <SocialButtons key={method} flow={embedded} providers={socials} />
        ) : null
      })}
    </div>
  )
}
