/**
 * A refusal the wallet sends back as a JSON-RPC error: the EIP-1193 codes a dapp reads
 * (4001 rejected by the user, 4100 unauthorized, 4200 unsupported method, 4902 unknown chain,
 * -32602 invalid params).
 */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
  constructor(
    readonly code: 4001 | 4100 | 4200 | 4902 | -32602,
    message: string,
  ) {
    super(message)
  }
}
