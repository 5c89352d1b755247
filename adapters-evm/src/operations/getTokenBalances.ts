import type { TokenBalance } from '@walletport/core'
import { type Address, isAddress } from 'viem'
import { readTokenBalances } from '../balances/readTokenBalances.js'
import { toEvmError } from '../errors/toEvmError.js'
import type { EvmCapabilities } from '../evmAdapter.js'
import { getChainId } from '../network/toViemChain.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import type { EvmConnection } from './types.js'

/**
 * Docs: /adapters-evm/evmAdapter#getTokenBalances. The kit's data service first; without one
 * (or when it fails) the configured ERC20 tokens read over RPC.
 */
export async function getTokenBalances(
  connection: EvmConnection,
  p: Parameters<EvmCapabilities['getTokenBalances']>[0],
): Promise<readonly TokenBalance[]> {
  const context = connection.context()
  const dataSource = context?.dataSource
  if (dataSource) {
    try {
      return await dataSource.getTokenBalances({ address: p.address, network: p.network })
    } catch (error) {
      context?.log.warn('balances: the data service failed, reading RPC instead', error)
    }
  }
  if (p.network.chainNamespace !== 'eip155') return []
  const address = parseAccountAddress(p.address)
  const configured = connection.options.tokens?.[getChainId(p.network)]
  const tokens = (p.tokens?.map((t) => t.address) ?? configured ?? []).filter(
    (token): token is Address => isAddress(token, { strict: false }),
  )
  try {
    return await readTokenBalances(connection.getClient(p.network), {
      address,
      network: p.network,
      tokens,
    })
  } catch (error) {
    throw toEvmError(error)
  }
}
