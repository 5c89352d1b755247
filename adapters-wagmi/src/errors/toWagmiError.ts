import { BaseError, ProviderRpcError } from '@walletport/core'
import { WagmiActionError } from './errors.js'

const VIEM_UNKNOWN_CODE = -1
/** deeper than any real wrapping: a cause chain that loops or runs on is cut here */
const MAX_CAUSES = 32

/**
 * What a wagmi action threw, as the kit's error family: our own errors pass, a wallet's
 * coded error (4001 rejected, 4902 unknown chain…) becomes ProviderRpcError so the modal's
 * rejection handling applies, anything else a WagmiActionError naming the action. The code
 * and our errors are looked for along the whole cause chain: viem wraps a connector's throw
 * in its UnknownRpcError (code -1), which hides neither.
 */
export function toWagmiError(action: string, error: unknown): BaseError {
  // viem's and wagmi's BaseError are other classes: only ours pass as they are
  if (error instanceof BaseError) return error
  const chain = causeChain(error)
  const coded = chain.find((e) => {
    const code = codeOf(e)
    return code !== undefined && code !== VIEM_UNKNOWN_CODE
  })
  const code = codeOf(coded)
  if (code !== undefined) {
    // the outermost words, except those of viem's unknown-error wrapper, which say nothing
    const words = chain.filter((e) => codeOf(e) !== VIEM_UNKNOWN_CODE).map(shortMessageOf)
    const message = words.find((text) => text !== undefined) ?? `wagmi ${action} failed`
    return new ProviderRpcError({ code, message, cause: error })
  }
  // one of core's errors that a wallet of ours threw (the embedded frame's 'Request was
  // aborted') and viem wrapped: its words are the reason
  const ours = chain.find((e): e is BaseError => e instanceof BaseError)
  return ours ?? new WagmiActionError({ action, cause: error })
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current = error
  while (typeof current === 'object' && current !== null && !chain.includes(current)) {
    chain.push(current)
    if (chain.length === MAX_CAUSES) break
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

function codeOf(value: unknown): number | undefined {
  const code = (value as { code?: unknown } | undefined)?.code
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined
}

function shortMessageOf(value: unknown): string | undefined {
  const { shortMessage, message } = (value ?? {}) as { shortMessage?: unknown; message?: unknown }
  if (typeof shortMessage === 'string') return shortMessage
  return typeof message === 'string' && message ? message.split('\n')[0] : undefined
}
