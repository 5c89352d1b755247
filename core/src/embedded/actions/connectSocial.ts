import type { ConnectReturnType } from '../../actions/connect.js'
import type { Kit } from '../../kit/types.js'
import type { SocialProvider } from '../../types/account.js'
import { requireEmbedded } from './requireEmbedded.js'

export type ConnectSocialParameters = { provider: Exclude<SocialProvider, 'farcaster'> }

const POPUP_FEATURES = 'width=600,height=800,popup=yes'

/**
 * Docs: /core/embedded/connectSocial. Social login by redirect in a popup. Call it straight
 * from the click handler: the popup opens before anything is awaited, so that browsers allow
 * it. No answer within 30 s shows the SOCIALS_TIMEOUT alert.
 */
export async function connectSocial(
  kit: Kit,
  parameters: ConnectSocialParameters,
): Promise<ConnectReturnType> {
  const embedded = requireEmbedded(kit)
  const popup = globalThis.open?.('', 'walletport-social', POPUP_FEATURES) ?? null
  try {
    return await (await embedded.load()).connectSocial({ ...parameters, popup })
  } catch (error) {
    popup?.close()
    throw error
  }
}
