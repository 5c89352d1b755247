// Runs the page's actions (connect, switchNetwork, fetchBalance, signMessage, sendTransaction,
// disconnect from @walletport/core): one at a time per name, and a failure becomes the text of
// the page's alert. Core's errors are typed: `isUserRejection` and `BaseError.shortMessage`
// give a person-sized message without parsing wallet error codes.
import { BaseError, isUserRejection } from '@walletport/core'

export type ActionName = 'connect' | 'disconnect' | 'balance' | 'switch' | 'sign' | 'send'

export type Runner = {
  /** runs `action` unless one of the same name is still running */
  run(name: ActionName, action: () => Promise<void>): Promise<void>
  isBusy(name: ActionName): boolean
  /** the last failure, worded for the page; empty once a new action starts */
  readonly error: string
  /** reports a failure from outside `run` (a background balance fetch) */
  fail(error: unknown): void
}

function describeError(error: unknown): string {
  if (isUserRejection(error)) return 'You declined the request in your wallet.'
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : 'Something went wrong'
}

/** `onChange` redraws the page: called when an action starts, ends, or fails. */
export function createRunner(onChange: () => void): Runner {
  const busy = new Set<ActionName>()
  let error = ''
  return {
    async run(name, action) {
      if (busy.has(name)) return
      busy.add(name)
      error = ''
      onChange()
      try {
        await action()
      } catch (caught) {
        error = describeError(caught)
      } finally {
        busy.delete(name)
        onChange()
      }
    },
    isBusy: (name) => busy.has(name),
    get error() {
      return error
    },
    fail(caught) {
      error = describeError(caught)
      onChange()
    },
  }
}
