import type { SiwxMessageData } from '@walletport/core'
import { getAddress, isAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { InvalidSiwxMessageError, SiwxUriRequiredError } from '../errors/siwx.js'

/**
 * Docs: /adapters-evm/siwx#createSiwxMessage. The EIP-4361 text for the kit's sign-in data,
 * written by viem: every field (domain, uri or aud, version, nonce, issued-at, expiry,
 * not-before, request id, resources, statement) and the issuer's chain id and address.
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  const uri = data.uri ?? data.aud
  if (!uri) throw new SiwxUriRequiredError()
  const chainId = parseEip155ChainId(data.networkId)
  if (!isAddress(data.accountAddress, { strict: false }))
    throw new InvalidSiwxMessageError({ field: 'accountAddress', reason: 'Not an address' })
  try {
    return createSiweMessage({
      address: getAddress(data.accountAddress),
      chainId,
      domain: data.domain,
      nonce: data.nonce,
      uri,
      version: data.version === '1' ? '1' : invalid('version', 'Version must be 1'),
      issuedAt: toDate('issuedAt', data.issuedAt),
      expirationTime: data.expirationTime
        ? toDate('expirationTime', data.expirationTime)
        : undefined,
      notBefore: data.notBefore ? toDate('notBefore', data.notBefore) : undefined,
      requestId: data.requestId,
      // an empty list would print a bare 'Resources:' line
      resources: data.resources?.length ? [...data.resources] : undefined,
      statement: data.statement,
    })
  } catch (error) {
    if (error instanceof InvalidSiwxMessageError) throw error
    // viem names the field it refused in its message
    const field = /field "(\w+)"/.exec(error instanceof Error ? error.message : '')?.[1]
    throw new InvalidSiwxMessageError({ field: field ?? 'unknown', cause: error })
  }
}

/** The chain id of an `eip155:<id>` network id. */
export function parseEip155ChainId(networkId: string): number {
  const match = /^eip155:([1-9][0-9]*)$/.exec(networkId)
  const id = match ? Number(match[1]) : Number.NaN
  if (!Number.isSafeInteger(id))
    throw new InvalidSiwxMessageError({ field: 'networkId', reason: 'Not an eip155 network id' })
  return id
}

function toDate(field: string, value: string): Date {
  // the same RFC 3339 form EIP-4361 uses in the message
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    invalid(field, 'Not an RFC 3339 date-time')
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) invalid(field, 'Not an RFC 3339 date-time')
  return date
}

function invalid(field: string, reason: string): never {
  throw new InvalidSiwxMessageError({ field, reason })
}
