import type { SiwxMessageData } from '@walletport/core'
import { InvalidSiwxMessageError, SiwxUriRequiredError } from '../errors/siwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'

/**
 * Docs: /adapters-evm/siwx#createSiwxMessage. The EIP-4361 text for the kit's sign-in data,
 * written as given (see formatSiwxMessage): the uri (or aud), the chain id of the eip155
 * network and the account's address. Throws SiwxUriRequiredError without uri and aud, and
 * InvalidSiwxMessageError for any field the grammar refuses.
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  const uri = data.uri ?? data.aud
  if (!uri) throw new SiwxUriRequiredError()
  return formatSiwxMessage({
    ...(data.scheme !== undefined && { scheme: data.scheme }),
    domain: data.domain,
    address: data.accountAddress,
    ...(data.statement !== undefined && { statement: data.statement }),
    uri,
    version: data.version,
    chainId: parseEip155ChainId(data.networkId),
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    ...(data.expirationTime !== undefined && { expirationTime: data.expirationTime }),
    ...(data.notBefore !== undefined && { notBefore: data.notBefore }),
    ...(data.requestId !== undefined && { requestId: data.requestId }),
    ...(data.resources !== undefined && { resources: data.resources }),
  })
}

/** The chain id of an `eip155:<id>` network id. */
export function parseEip155ChainId(networkId: string): number {
  const match = /^eip155:([1-9][0-9]*)$/.exec(String(networkId))
  const id = match ? Number(match[1]) : Number.NaN
  if (!Number.isSafeInteger(id))
    throw new InvalidSiwxMessageError({
      field: 'networkId',
      rule: 'chain-id',
      reason: 'Not an eip155 network id',
    })
  return id
}
