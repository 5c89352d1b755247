import { formatEther, hexToBigInt, isHex } from 'viem'
import type { AnvilNode } from '../../scripts/anvil.js'

/** anvil's second dev account: the demo pages' default recipient */
export const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The native balance of `address` on a node, in wei. */
export async function readBalance(node: AnvilNode, address: string): Promise<bigint> {
  const value = await node.rpc('eth_getBalance', [address, 'latest'])
  if (typeof value !== 'string' || !isHex(value)) throw new Error('eth_getBalance: not a quantity')
  return hexToBigInt(value)
}

/** A wei amount as ether, cut (never rounded) to `decimals` decimals: `10000`, `9999.999`. */
export function formatEtherCut(wei: bigint, decimals = 3): string {
  const [whole = '0', fraction = ''] = formatEther(wei).split('.')
  const cut = fraction.slice(0, decimals).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}

/**
 * A transaction's receipt status on a node: 'success' or 'reverted', polled for up to 5 s
 * (anvil mines at once, but may answer the send before the block is written).
 */
export async function readReceiptStatus(
  node: AnvilNode,
  hash: string,
  timeout = 5_000,
): Promise<'success' | 'reverted' | undefined> {
  const deadline = Date.now() + timeout
  for (;;) {
    const receipt = await node.rpc('eth_getTransactionReceipt', [hash])
    if (typeof receipt === 'object' && receipt !== null) {
      const { status } = receipt as { status?: unknown }
      return status === '0x1' ? 'success' : status === '0x0' ? 'reverted' : undefined
    }
    if (Date.now() > deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
