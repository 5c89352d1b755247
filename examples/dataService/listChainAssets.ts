import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../contracts/demoContracts.js'
import type { DataServiceContext, ServedChain } from './context.js'
import type { TokenInfo } from './createTokenInfoReader.js'

/** A fungible asset of a chain: ether or an ERC-20, with its metadata read from the chain. */
export type ChainAsset = {
  /** NATIVE_TOKEN_ADDRESS for ether */
  address: Address
  native: boolean
  name: string
  symbol: string
  decimals: number
}

/** Ether of a served chain, as an asset. */
export function nativeAsset(): ChainAsset {
  return { address: NATIVE_TOKEN_ADDRESS, native: true, name: 'Ether', symbol: 'ETH', decimals: 18 }
}

/** An asset by address (NATIVE_TOKEN_ADDRESS for ether); undefined for a non-ERC-20. */
export async function readAsset(
  chain: ServedChain,
  address: Address,
): Promise<ChainAsset | undefined> {
  if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()) return nativeAsset()
  const info: TokenInfo | undefined = await chain.tokens.read(address)
  if (info?.kind !== 'erc20') return undefined
  return {
    address: info.address,
    native: false,
    name: info.name,
    symbol: info.symbol,
    decimals: info.decimals,
  }
}

/**
 * Docs: /examples/dataService. Ether and the demo ERC-20s deployed on the chain (read from
 * it: a chain without the demo contracts lists ether alone).
 */
export async function listChainAssets(
  ctx: DataServiceContext,
  chain: ServedChain,
): Promise<ChainAsset[]> {
  const tokens = await Promise.all(
    [ctx.contracts.usdc, ctx.contracts.dai].map((a) => readAsset(chain, a)),
  )
  return [nativeAsset(), ...tokens.filter((token) => token !== undefined)]
}
