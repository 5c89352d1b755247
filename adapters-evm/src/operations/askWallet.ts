import { toEvmError } from '../errors/toEvmError.js'
import type { Eip1193Provider } from '../types.js'

/** A wallet's raw answer to one request, its failure as a typed error. */
export async function askWallet(
  provider: Eip1193Provider,
  args: { method: string; params?: unknown },
): Promise<unknown> {
  try {
    return await provider.request(args)
  } catch (error) {
    throw toEvmError(error)
  }
}
