import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'

/** what the mock wallet throws, with the codes a real wallet answers */
export const rpcError = (code: number, message: string) => new ProviderRpcError({ code, message })
export const rejected = () =>
  rpcError(WALLET_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.')
export const unauthorized = () => rpcError(WALLET_ERROR_CODES.UNAUTHORIZED, 'Unauthorized')
export const disconnected = () => rpcError(WALLET_ERROR_CODES.DISCONNECTED, 'Disconnected')
export const internalError = () => rpcError(WALLET_ERROR_CODES.INTERNAL_ERROR, 'Internal error')
/** a request the wallet never answers */
export const never = () => new Promise<never>(() => {})
