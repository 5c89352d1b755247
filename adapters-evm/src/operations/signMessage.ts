import { signMessage as viemSignMessage } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import { isSignature } from '../utils/rules.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import type { EvmConnection } from './types.js'
import { walletClient } from './walletClient.js'

/** Docs: /adapters-evm/evmAdapter#signMessage. A personal_sign by the connected wallet. */
export async function signMessage(
  connection: EvmConnection,
  { address, message }: { address: string; message: string },
): Promise<string> {
  const { provider } = connection.requireWallet()
  const account = parseAccountAddress(address)
  let signature: unknown
  try {
    signature = await viemSignMessage(walletClient(provider), { account, message })
  } catch (error) {
    throw toEvmError(error)
  }
  if (!isSignature(signature))
    throw new InvalidWalletResponseError({ method: 'personal_sign', issue: 'not a signature' })
  return signature
}
