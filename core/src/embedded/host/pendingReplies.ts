import type { BaseError } from '../../errors/base.js'
import { RequestAbortedError } from '../../errors/frame.js'
import type { FrameRequestType } from './frameSchemas.js'

export type PendingReply = {
  type: FrameRequestType
  abortable: boolean
  resolve(value: unknown): void
  reject(error: BaseError): void
  timer: ReturnType<typeof setTimeout> | undefined
}

export type PendingReplies = ReturnType<typeof createPendingReplies>

/** The requests sent to the frame that wait for their reply, by id. */
export function createPendingReplies() {
  const pending = new Map<string, PendingReply>()
  return {
    get: (id: string) => pending.get(id),
    add(id: string, entry: PendingReply) {
      pending.set(id, entry)
    },
    /** ends a request once: takes it off the list, stops its timer, then runs `action` */
    settle(id: string, action: (entry: PendingReply) => void) {
      const entry = pending.get(id)
      if (!entry) return
      pending.delete(id)
      clearTimeout(entry.timer)
      action(entry)
    },
    /** rejects every request `filter` picks ('Request was aborted'); answers how many */
    abortAll(filter: (entry: PendingReply) => boolean = () => true): number {
      const ids = [...pending].filter(([, entry]) => filter(entry)).map(([id]) => id)
      for (const id of ids) this.settle(id, (p) => p.reject(new RequestAbortedError()))
      return ids.length
    },
  }
}
