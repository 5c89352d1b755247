import { BaseError } from '@walletport/core'
import type { Hash } from 'viem'

// transport and receipt failures; each keeps viem's error as `cause`

export type RpcRequestErrorType = RpcRequestError & { name: 'RpcRequestError' }
/** The node answered with a JSON-RPC error that is not one of the known node errors. */
export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError' as const
  readonly code: number | undefined
  constructor({
    code,
    details,
    cause,
  }: { code?: number | undefined; details?: string | undefined; cause?: unknown }) {
    super('RPC request failed', {
      cause,
      details,
      metaMessages: code === undefined ? undefined : [`Code: ${code}`],
    })
    this.code = code
  }
}

export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }
/** The HTTP request to the node failed, with a status or without one (offline, refused). */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError' as const
  readonly status: number | undefined
  readonly url: string | undefined
  constructor({
    status,
    url,
    details,
    cause,
  }: {
    status?: number | undefined
    url?: string | undefined
    details?: string | undefined
    cause?: unknown
  }) {
    super('Network request failed', {
      cause,
      details,
      metaMessages: [
        ...(status === undefined ? [] : [`Status: ${status}`]),
        ...(url === undefined ? [] : [`URL: ${redactUrl(url)}`]),
      ],
    })
    this.status = status
    this.url = url
  }
}

export type RpcTimeoutErrorType = RpcTimeoutError & { name: 'RpcTimeoutError' }
export class RpcTimeoutError extends BaseError {
  override name = 'RpcTimeoutError' as const
  readonly url: string | undefined
  constructor({
    url,
    details,
    cause,
  }: { url?: string | undefined; details?: string | undefined; cause?: unknown }) {
    super('Network request timed out', {
      cause,
      details,
      metaMessages: url === undefined ? undefined : [`URL: ${redactUrl(url)}`],
    })
    this.url = url
  }
}

type HashErrorParameters = {
  hash?: Hash | undefined
  details?: string | undefined
  cause?: unknown
}

export type TransactionNotFoundErrorType = TransactionNotFoundError & {
  name: 'TransactionNotFoundError'
}
export class TransactionNotFoundError extends BaseError {
  override name = 'TransactionNotFoundError' as const
  constructor({ hash, details, cause }: HashErrorParameters = {}) {
    super('Transaction not found', {
      cause,
      details,
      metaMessages: hash ? [`Hash: ${hash}`] : undefined,
    })
  }
}

export type TransactionReceiptNotFoundErrorType = TransactionReceiptNotFoundError & {
  name: 'TransactionReceiptNotFoundError'
}
export class TransactionReceiptNotFoundError extends BaseError {
  override name = 'TransactionReceiptNotFoundError' as const
  constructor({ hash, details, cause }: HashErrorParameters = {}) {
    super('Transaction receipt not found', {
      cause,
      details,
      metaMessages: hash ? [`Hash: ${hash}`] : undefined,
    })
  }
}

export type WaitForReceiptTimeoutErrorType = WaitForReceiptTimeoutError & {
  name: 'WaitForReceiptTimeoutError'
}
export class WaitForReceiptTimeoutError extends BaseError {
  override name = 'WaitForReceiptTimeoutError' as const
  constructor({ hash, details, cause }: HashErrorParameters = {}) {
    super('Timed out while waiting for the transaction receipt', {
      cause,
      details,
      metaMessages: hash ? [`Hash: ${hash}`] : undefined,
    })
  }
}

export type UnknownEvmErrorType = UnknownEvmError & { name: 'UnknownEvmError' }
/** Anything the mapping does not recognise; the original error is the cause. */
export class UnknownEvmError extends BaseError {
  override name = 'UnknownEvmError' as const
  constructor({ details, cause }: { details?: string | undefined; cause?: unknown } = {}) {
    super('An unknown error occurred', { cause, details })
  }
}

// endpoints often carry a key in the query or path; keep only the origin in messages
function redactUrl(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return '(invalid url)'
  }
}

export type NoRpcEndpointErrorType = NoRpcEndpointError & { name: 'NoRpcEndpointError' }
/** A network with no HTTP endpoint and no transport configured for it. */
export class NoRpcEndpointError extends BaseError {
  override name = 'NoRpcEndpointError' as const
  constructor({ networkId }: { networkId: string }) {
    super('No RPC endpoint for this network', { metaMessages: [`Network: ${networkId}`] })
  }
}
