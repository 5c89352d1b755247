import type { WalletAsset, WalletAssets, WalletCapabilities } from '@walletport/core'
import { type Address, type Hex, isAddress, isHex } from 'viem'
import { InvalidWalletRequestError, InvalidWalletResponseError } from '../errors/wallet.js'

// the answers' types are core's, which the kit's actions return
export type { WalletAsset, WalletAssets, WalletCapabilities }

export type WalletCall = { to: Address; data?: Hex | undefined; value?: bigint | undefined }

/**
 * Docs: /adapters-evm/wallet#parseWalletCalls. The calls of wallet_sendCalls, refused unless
 * every target is a 0x address and every data field is 0x hex.
 */
export function parseWalletCalls(calls: unknown): WalletCall[] {
  const method = 'wallet_sendCalls'
  if (!Array.isArray(calls) || calls.length === 0)
    throw new InvalidWalletRequestError({ method, issue: 'calls must be a non-empty array' })
  return calls.map((call, i) => {
    if (typeof call !== 'object' || call === null)
      throw new InvalidWalletRequestError({ method, issue: `calls[${i}] is not an object` })
    const { to, data, value } = call as Record<string, unknown>
    if (typeof to !== 'string' || !isAddressText(to))
      throw new InvalidWalletRequestError({ method, issue: `calls[${i}].to must be a 0x address` })
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x') || !isHex(data)))
      throw new InvalidWalletRequestError({ method, issue: `calls[${i}].data must be 0x hex` })
    if (value !== undefined && (typeof value !== 'bigint' || value < 0n))
      throw new InvalidWalletRequestError({ method, issue: `calls[${i}].value must be a bigint` })
    return {
      to,
      ...(data === undefined ? {} : { data }),
      ...(value === undefined ? {} : { value }),
    }
  })
}

/** The id wallet_sendCalls answers: a string (EIP-5792 v1) or `{ id }` (v2). */
export function parseCallsId(value: unknown): string {
  if (typeof value === 'string' && value) return value
  const id =
    typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined
  if (typeof id === 'string' && id) return id
  throw new InvalidWalletResponseError({ method: 'wallet_sendCalls', issue: 'no call bundle id' })
}

/** wallet_getCapabilities: an object of capability objects keyed by hex chain id. */
export function parseWalletCapabilities(value: unknown): WalletCapabilities {
  const method = 'wallet_getCapabilities'
  if (!isRecord(value)) throw new InvalidWalletResponseError({ method, issue: 'not an object' })
  const out: WalletCapabilities = {}
  for (const [chainId, capabilities] of Object.entries(value)) {
    if (!isChainIdKey(chainId))
      throw new InvalidWalletResponseError({
        method,
        issue: `key ${chainId.slice(0, 80)} is not a hex chain id`,
      })
    if (!isRecord(capabilities))
      throw new InvalidWalletResponseError({ method, issue: `${chainId} is not an object` })
    out[chainId] = capabilities
  }
  return out
}

/**
 * Docs: /adapters-evm/wallet#parseWalletAssets. A wallet_getAssets answer must be an object
 * of arrays of valid assets; one bad entry refuses the whole answer.
 */
export function parseWalletAssets(value: unknown): WalletAssets {
  const method = 'wallet_getAssets'
  const fail = (issue: string) => new InvalidWalletResponseError({ method, issue })
  if (!isRecord(value)) throw fail('not an object')
  const out: WalletAssets = {}
  for (const [chainId, assets] of Object.entries(value)) {
    if (!isChainIdKey(chainId)) throw fail(`key ${chainId.slice(0, 80)} is not a hex chain id`)
    if (!Array.isArray(assets)) throw fail(`${chainId} is not an array`)
    out[chainId] = assets.map((asset, i) => {
      const where = `${chainId}[${i}]`
      if (!isRecord(asset)) throw fail(`${where} is not an object`)
      const { address, balance, type, metadata } = asset
      const kind = typeof type === 'string' ? type.toUpperCase() : undefined
      if (kind !== 'ERC20' && kind !== 'NATIVE') throw fail(`${where}.type is not ERC20 or NATIVE`)
      if (typeof address !== 'string') throw fail(`${where}.address is not a string`)
      if (kind === 'ERC20' && !isAddressText(address))
        throw fail(`${where}.address is not an address`)
      if (typeof balance !== 'string' || !isHex(balance)) throw fail(`${where}.balance is not hex`)
      if (!isRecord(metadata)) throw fail(`${where}.metadata is not an object`)
      const { name, symbol, decimals, price, iconUrl, value: fiat } = metadata
      if (typeof name !== 'string' || typeof symbol !== 'string')
        throw fail(`${where}.metadata needs a name and a symbol`)
      if (
        typeof decimals !== 'number' ||
        !Number.isInteger(decimals) ||
        decimals < 0 ||
        decimals > 255
      )
        throw fail(`${where}.metadata.decimals is not a number of decimals`)
      if (price !== undefined && (typeof price !== 'number' || !Number.isFinite(price)))
        throw fail(`${where}.metadata.price is not a number`)
      if (fiat !== undefined && (typeof fiat !== 'number' || !Number.isFinite(fiat)))
        throw fail(`${where}.metadata.value is not a number`)
      if (iconUrl !== undefined && typeof iconUrl !== 'string')
        throw fail(`${where}.metadata.iconUrl is not a string`)
      return {
        address,
        balance,
        type: kind,
        metadata: {
          name,
          symbol,
          decimals,
          ...(price === undefined ? {} : { price }),
          ...(iconUrl === undefined ? {} : { iconUrl }),
          ...(fiat === undefined ? {} : { value: fiat }),
        },
      }
    })
  }
  return out
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A 0x address, checked by length first: viem's isAddress keeps every string it is given in
 * a cache of 8,192 entries, so outside text of any size would stay in memory.
 */
function isAddressText(value: string): value is Address {
  return value.length === 42 && value.startsWith('0x') && isAddress(value, { strict: false })
}

/** A hex chain id: EIP-155 ids fit in 256 bits, so longer keys are refused unread. */
function isChainIdKey(key: string): key is Hex {
  return key.length <= 66 && isHex(key)
}
