import { AuthConnectorNotFoundError } from '../../errors/kit.js'
import type { Kit } from '../../kit/types.js'
import type { KitEmbedded } from '../createEmbeddedShell.js'

/** the kit's embedded wallet; 'Address or auth connector not found' when it is off */
export function requireEmbedded(kit: Kit): KitEmbedded {
  const embedded = kit._internal.embedded
  if (!embedded)
    throw new AuthConnectorNotFoundError({
      details:
        'The embedded wallet is off: give createKit embeddedWallet(), email or socials and endpoints.embeddedWallet',
    })
  return embedded
}
