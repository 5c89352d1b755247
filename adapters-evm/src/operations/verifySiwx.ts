import type { EvmCapabilities } from '../evmAdapter.js'
import { getSiwxExpectation } from '../siwx/getSiwxExpectation.js'
import { type SiwxVerification, verifySiwxMessage } from '../siwx/verifySiwxMessage.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#verifySiwx. The sign-in check with its reason. */
export function verifySiwx(
  connection: EvmConnection,
  { message, signature, data, expected }: Parameters<EvmCapabilities['verifySiwx']>[0],
): Promise<SiwxVerification> {
  const expectation = getSiwxExpectation(data, expected)
  const network = connection
    .networks()
    .find((n) => n.chainNamespace === 'eip155' && Number(n.id) === expectation.chainId)
  return verifySiwxMessage({
    message,
    signature,
    expected: expectation,
    client: network ? connection.getClient(network) : undefined,
  })
}
