import { BaseError, getErrorCode, ProviderRpcError } from '@walletport/core'
import { WagmiActionError } from './errors.js'

const VIEM_UNKNOWN_CODE = -1

/**
 * What a wagmi action threw, as the kit's error family: our own errors pass, a wallet's
 * coded error (4001 rejected, 4902 unknown chain…) becomes ProviderRpcError so the modal's
 * rejection handling applies, anything else a WagmiActionError naming the action.
 */
export function toWagmiError(action: string, error: unknown): BaseError {
  // viem's and wagmi's BaseError are other classes: only ours pass as they are
  if (error instanceof BaseError) return error
  const code = getErrorCode(error)
  // -1 is viem's UnknownRpcError, its wrapper of a connector's plain throw: no wallet code
  if (code !== undefined && code !== VIEM_UNKNOWN_CODE) {
    const message =
      (error as { shortMessage?: unknown }).shortMessage ??
      (error instanceof Error ? error.message : `wagmi ${action} failed`)
    return new ProviderRpcError({ code, message: String(message), cause: error })
  }
  return new WagmiActionError({ action, cause: error })
}
