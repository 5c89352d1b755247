/** A request the frame answers with `<TYPE>_ERROR`: the message, and a wallet error code. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}

/** EIP-1193 codes (SPEC section 8) */
export const USER_REJECTED = 4001
export const UNAUTHORIZED = 4100
export const UNSUPPORTED_METHOD = 4200
export const CHAIN_DISCONNECTED = 4901

export const userRejected = () => new FrameRequestError('User rejected the request', USER_REJECTED)
export const requestAborted = () => new FrameRequestError('Request was aborted')
