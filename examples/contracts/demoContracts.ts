import { type Address, getContractAddress } from 'viem'

/** How the swap contract and the data service name ether among ERC-20 addresses. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The demo's contracts: the same addresses on every demo chain. */
export type DemoContracts = {
  /** ERC-20, 6 decimals */
  usdc: Address
  /** ERC-20, 18 decimals */
  dai: Address
  /** ERC-721 airdropped unasked: the spam the history hides */
  spam: Address
  /** constant-product pools of ETH, USDC and DAI behind one address */
  swap: Address
  /** ERC-721 with token metadata, minted to the demo wallet: the NFTs the NFTs tab lists */
  collection: Address
}

/** The deployment order: each contract's nonce of the operator account. */
export const DEPLOY_ORDER = [
  'usdc',
  'dai',
  'spam',
  'swap',
  'collection',
] as const satisfies readonly (keyof DemoContracts)[]

/**
 * Docs: /examples/contracts. Where the operator's first deployments land on a fresh chain: a
 * contract's address follows from its deployer and nonce, so the config can name them
 * before (and without) reading the chain.
 */
export function getDemoContracts(operator: Address): DemoContracts {
  const at = (key: keyof DemoContracts) =>
    getContractAddress({ from: operator, nonce: BigInt(DEPLOY_ORDER.indexOf(key)) })
  return {
    usdc: at('usdc'),
    dai: at('dai'),
    spam: at('spam'),
    swap: at('swap'),
    collection: at('collection'),
  }
}
