import { toEvmError } from '../errors/toEvmError.js'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { Eip1193Provider } from '../types.js'
import { parseChainId } from './parseChainId.js'

/** The wallet's chain id now (eth_chainId), checked. */
export async function readChainId(provider: Eip1193Provider): Promise<number> {
  let value: unknown
  try {
    value = await provider.request({ method: 'eth_chainId' })
  } catch (error) {
    throw toEvmError(error)
  }
  const id = parseChainId(value)
  if (id === undefined)
    throw new InvalidWalletResponseError({ method: 'eth_chainId', issue: 'not a chain id' })
  return id
}
