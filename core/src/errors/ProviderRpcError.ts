import { BaseError } from './base.js'

export type ProviderRpcErrorType = ProviderRpcError & { name: 'ProviderRpcError' }

/** An error a wallet answered with: its code and message kept, the cause chained. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError' as const
  readonly code: number
  readonly data: unknown
  constructor({
    code,
    message,
    data,
    cause,
  }: { code: number; message: string; data?: unknown; cause?: unknown }) {
    super(message, { cause, metaMessages: [`Code: ${code}`] })
    this.code = code
    this.data = data
  }
}
