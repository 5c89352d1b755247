import { SiwxVerificationError } from '../errors/signIn.js'
import type { Kit } from '../kit/types.js'
import { PAIRING_METHODS } from '../pairing/methods.js'
import type { SiwxMessageData } from '../types/adapter.js'
import type { PairingAuthenticate, PairingCacao } from '../types/pairing.js'
import type { SiwxSession } from '../types/siwx.js'
import { parseCaipAddress } from '../utils/parseCaipAddress.js'
import {
  completePairingSignIn,
  createPairingSignInRequest,
  type PairingSignInRequest,
} from './pairingSignIn.js'
import { createRecapResource } from './recap/createRecapResource.js'
import { formatRecapStatement } from './recap/formatRecapStatement.js'
import { isRecapResource, parseRecapResource } from './recap/parseRecapResource.js'

const DID_PKH = 'did:pkh:'

/**
 * The sign-in session a CACAO stands for: its fields as message data, and the EIP-4361 text
 * the wallet signed, written by the eip155 adapter with the statement's ReCap part (EIP-5573,
 * from the last resource, as WalletConnect writes it). Every recap resource must pass the
 * ReCap rule of parseRecap (InvalidRecapError); an issuer that is no eip155 did:pkh is refused.
 */
export function cacaoToSession(kit: Kit, { p, s }: PairingCacao): SiwxSession {
  const issuer = p.iss.startsWith(DID_PKH)
    ? parseCaipAddress(p.iss.slice(DID_PKH.length))
    : undefined
  if (issuer?.namespace !== 'eip155')
    throw new SiwxVerificationError({ details: `The CACAO issuer ${p.iss} is no eip155 account` })
  const resources = p.resources ?? []
  for (const resource of resources) if (isRecapResource(resource)) parseRecapResource(resource)
  const last = resources.at(-1)
  const statement =
    last && isRecapResource(last) ? formatRecapStatement(p.statement, last) : p.statement
  const uri = p.aud ?? p.uri
  const data: SiwxMessageData = {
    domain: p.domain,
    ...(uri !== undefined && { uri }),
    version: p.version,
    nonce: p.nonce,
    issuedAt: p.iat,
    ...(p.exp !== undefined && { expirationTime: p.exp }),
    ...(p.nbf !== undefined && { notBefore: p.nbf }),
    ...(p.requestId !== undefined && { requestId: p.requestId }),
    ...(resources.length > 0 && { resources }),
    ...(statement && { statement }),
    networkId: issuer.networkId,
    accountAddress: issuer.address,
  }
  const writer = kit._internal.adapters.get('eip155')?.capabilities.siwx
  if (!writer)
    throw new SiwxVerificationError({ details: 'No eip155 adapter writes sign-in messages' })
  return { data, message: writer.createMessage(data), signature: s.s }
}

/**
 * One-click sign-in for a pairing: when sign-in is on and every network is
 * eip155, the authenticate request (the sign-in fields, with a ReCap for the wallet methods
 * the kit uses) and its check: each CACAO becomes a session, verified through the eip155
 * adapter against the request and kept (completePairingSignIn), before the connection shows,
 * so the sign view never opens. Undefined when it does not apply or its fields cannot be had.
 */
export async function createPairingAuthenticate(
  kit: Kit,
): Promise<PairingAuthenticate | undefined> {
  let request: PairingSignInRequest | undefined
  try {
    request = await createPairingSignInRequest(kit)
  } catch (error) {
    kit.log.warn('sign-in: no one-click sign-in for this pairing; the sign view follows', error)
    return undefined
  }
  if (!request?.uri || !kit._internal.adapters.get('eip155')?.capabilities.siwx) return undefined
  const signInRequest = request
  const recap = createRecapResource({
    att: {
      eip155: Object.fromEntries(
        PAIRING_METHODS.eip155.map((method) => [`request/${method}`, [{}]]),
      ),
    },
  })
  return {
    request: {
      domain: request.domain,
      chains: request.chains,
      nonce: request.nonce,
      uri: request.uri,
      statement: request.statement,
      exp: request.expirationTime,
      nbf: request.notBefore,
      requestId: request.requestId,
      // WalletConnect reads the ReCap from the last resource
      resources: [...(request.resources ?? []), recap],
    },
    async verify(cacaos) {
      // the adapter writes messages synchronously, once its code is in (the EVM adapter's
      // `load`); a pairing is answered before anything else made it load
      const adapter: unknown = kit._internal.adapters.get('eip155')
      if (adapter && typeof adapter === 'object' && 'load' in adapter)
        if (typeof adapter.load === 'function') await adapter.load()
      const sessions = cacaos.map((cacao) => cacaoToSession(kit, cacao))
      for (const session of sessions) await completePairingSignIn(kit, session, signInRequest)
    },
  }
}
