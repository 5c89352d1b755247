import { type Address, getAddress, isAddress } from 'viem'
import type { DataServiceContext, ServedChain } from './context.js'
import { badRequest } from './DataServiceError.js'

/** A query value that must be present and not empty. */
export function requireQuery(query: URLSearchParams, name: string): string {
  const value = query.get(name)
  if (!value) throw badRequest(`${name} is required`)
  return value
}

/** A served chain by its CAIP-2 id (`eip155:31337`). */
export function parseChain(ctx: DataServiceContext, value: string, field = 'chainId'): ServedChain {
  const chain = ctx.chains.get(value)
  if (!chain) throw badRequest(`${field}: chain ${value} is not supported`)
  return chain
}

/** An EVM address, plain or as the last part of a CAIP-10 account id, checksummed. */
export function parseAddress(value: string, field: string): Address {
  const plain = value.split(':').at(-1) ?? ''
  if (!isAddress(plain, { strict: false })) throw badRequest(`${field}: invalid address ${value}`)
  return getAddress(plain)
}

/** A CAIP-10 account id (`eip155:31337:0x…`) on a served chain. */
export function parseAccountId(
  ctx: DataServiceContext,
  value: string,
  field: string,
): { chain: ServedChain; address: Address } {
  const parts = value.split(':')
  if (parts.length !== 3) throw badRequest(`${field}: expected a CAIP-10 id, got ${value}`)
  return {
    chain: parseChain(ctx, `${parts[0]}:${parts[1]}`, field),
    address: parseAddress(parts[2] ?? '', field),
  }
}

/** A positive amount in the smallest unit, as a decimal string. */
export function parseAmount(value: string, field: string): bigint {
  if (!/^\d{1,78}$/.test(value) || BigInt(value) === 0n)
    throw badRequest(`${field}: expected a positive integer amount, got ${value}`)
  return BigInt(value)
}
