import type { Network } from '../../types/network.js'

// ENSIP-11: Ethereum mainnet keeps SLIP-44's 60, other EVM chains are 0x80000000 | chainId
const ETHEREUM_COIN_TYPE = 60
const EVM_COIN_TYPE_FLAG = 0x8000_0000

/** The ENSIP-11 coin type a name's address is registered under on an eip155 network. */
export function getCoinType(network: Network): number {
  const chainId = Number(network.id)
  return chainId === 1 ? ETHEREUM_COIN_TYPE : (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
