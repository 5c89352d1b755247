import type { EvmCapabilities } from '../evmAdapter.js'
import { parseEip155ChainId } from '../siwx/createSiwxMessage.js'
import { type SiwxVerification, verifySiwxMessage } from '../siwx/verifySiwxMessage.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#verifySiwx. The sign-in check with its reason. */
export function verifySiwx(
  connection: EvmConnection,
  { message, signature, data, expected }: Parameters<EvmCapabilities['verifySiwx']>[0],
): Promise<SiwxVerification> {
  const chainId = parseEip155ChainId(data.networkId)
  const network = connection
    .networks()
    .find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
  // domain, nonce and uri are what the kit asked for; the account and chain its own
  return verifySiwxMessage({
    message,
    signature,
    expected: {
      domain: expected.domain,
      nonce: expected.nonce,
      uri: expected.uri,
      address: data.accountAddress,
      chainId,
    },
    client: network ? connection.getPublicClient(network) : undefined,
  })
}
