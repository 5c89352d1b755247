import { SignInInitError } from '../errors/signIn.js'
import type { Kit } from '../kit/types.js'
import type { SiwxMessageData } from '../types/adapter.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { SiwxConfig } from '../types/siwx.js'
import { getSiwxSite } from './getSiwxSite.js'

/**
 * The fields of a sign-in message: the site's domain and origin, version 1,
 * a nonce from the config, the issue time and the account, then whatever the config's
 * `createMessage` changes. Throws SignInInitError when the result has no domain, no nonce, or
 * neither uri nor aud. `address` is undefined while a pairing authenticates:
 * the account is then left empty.
 */
export async function buildSiwxMessageData(
  kit: Kit,
  siwx: SiwxConfig,
  { networkId, address }: { networkId: CaipNetworkId; address: string | undefined },
): Promise<SiwxMessageData> {
  const nonce = await siwx.getNonce({ networkId, address })
  const site = getSiwxSite(kit)
  const proposed: SiwxMessageData = {
    domain: site?.domain ?? '',
    uri: site?.uri,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    networkId,
    accountAddress: address ?? '',
  }
  const data = siwx.createMessage ? await siwx.createMessage(proposed) : proposed
  const missing = [
    !data.domain && 'a domain',
    !data.nonce && 'a nonce',
    !data.uri && !data.aud && 'a uri or aud',
  ].filter(Boolean)
  if (missing.length)
    throw new SignInInitError({ details: `The sign-in message needs ${missing.join(', ')}` })
  // the account and network are the kit's to say, whatever createMessage returned
  return { ...data, networkId, accountAddress: address ?? '' }
}
