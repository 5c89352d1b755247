import { ProviderRpcError } from '../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../errors/walletCodes.js'
import type { ChainNamespace } from '../types/caip.js'
import type { Kit } from './types.js'

type Lane = {
  /** bumped by every action that starts; an action commits only while it holds the latest */
  epoch: number
  /** the epoch of the action in flight, if any */
  holder: number | undefined
  /** bumped by a disconnect: actions still waiting behind the old tail are called off */
  generation: number
  /** settles when the last queued action is done */
  tail: Promise<void>
  /** actions queued or running */
  queued: number
  /** wallet reports that came in while an action was in flight, applied after it */
  pending: (() => void)[]
  /** settles on the next disconnect, so waiting actions stop waiting on a stalled one */
  preempted: Promise<void>
  preempt: () => void
}

/** `isCurrent(namespace)` asks about one lane of a task that holds several */
export type LaneTask<T> = (isCurrent: (namespace?: ChainNamespace) => boolean) => Promise<T>

export type ConnectionLanes = {
  /**
   * Runs `task` once the lanes of `namespaces` are free, in call order. `isCurrent` stays
   * true until a disconnect preempts the task: from then on it must write nothing, and the
   * caller gets a 4900 Disconnected error at once. With `preempt` (disconnect) the task
   * starts at once, and actions still waiting are called off with the same error.
   */
  run<T>(
    namespaces: readonly ChainNamespace[],
    task: LaneTask<T>,
    options?: { preempt?: boolean },
  ): Promise<T>
  /** applies a wallet report now, or after the action in flight on its namespace */
  report(namespace: ChainNamespace, apply: () => void): void
}

/** what an action called off, or overtaken, by a disconnect rejects with */
export const calledOff = () =>
  new ProviderRpcError({
    code: WALLET_ERROR_CODES.DISCONNECTED,
    message: 'Disconnected before the request could run',
  })

function nextPreempt(): Pick<Lane, 'preempted' | 'preempt'> {
  let preempt = () => {}
  const preempted = new Promise<void>((resolve) => {
    preempt = resolve
  })
  return { preempted, preempt }
}

function newLane(): Lane {
  return {
    epoch: 0,
    holder: undefined,
    generation: 0,
    tail: Promise.resolve(),
    queued: 0,
    pending: [],
    ...nextPreempt(),
  }
}

// a disconnect: the actions still waiting behind the old tails are called off
function preemptLanes(list: readonly Lane[]) {
  for (const l of list) {
    l.generation += 1
    l.preempt()
    Object.assign(l, nextPreempt())
  }
}

// queues one action on every lane; `done` frees them for the next one
function enqueue(list: readonly Lane[]) {
  let done = () => {}
  const finished = new Promise<void>((resolve) => {
    done = resolve
  })
  for (const l of list) {
    l.tail = finished
    l.queued += 1
  }
  return () => {
    for (const l of list) l.queued -= 1
    done()
  }
}

// the action now holds each lane: its ticket is the lane's latest epoch
function takeTickets(list: readonly Lane[]): number[] {
  return list.map((l) => {
    l.epoch += 1
    l.holder = l.epoch
    return l.epoch
  })
}

// lets the next action in, and applies the wallet reports held meanwhile
function release(list: readonly Lane[], tickets: readonly number[]) {
  list.forEach((l, i) => {
    if (l.holder !== tickets[i]) return
    l.holder = undefined
    const reports = l.pending.splice(0)
    for (const apply of reports) apply()
  })
}

// runs `task` holding the lanes; a disconnect on every lane answers the caller at once
async function hold<T>(
  list: readonly Lane[],
  names: readonly ChainNamespace[],
  preempted: readonly Promise<void>[],
  task: LaneTask<T>,
) {
  const tickets = takeTickets(list)
  const isCurrent = (namespace?: ChainNamespace) =>
    list.every((l, i) => (namespace && names[i] !== namespace) || l.epoch === tickets[i])
  // overtaken by a disconnect on every lane it holds, the caller is answered at once,
  // not when (or if ever) the wallet answers; a disconnect overtaken on some of its
  // namespaces still finishes the others
  const overtaken = Promise.all(preempted).then(() => Promise.reject(calledOff()))
  try {
    return await Promise.race([task(isCurrent), overtaken])
  } finally {
    release(list, tickets)
  }
}

/**
 * Serialises connect, reconnect, switchNetwork and disconnect per namespace, and holds the
 * wallet's reports while one of them is in flight, so an outcome is never written over by a
 * slower, older one: races left a namespace connecting, or disconnected with an address.
 */
export function createConnectionLanes(): ConnectionLanes {
  const lanes = new Map<ChainNamespace, Lane>()
  const lane = (namespace: ChainNamespace) => {
    let found = lanes.get(namespace)
    if (!found) {
      found = newLane()
      lanes.set(namespace, found)
    }
    return found
  }

  return {
    async run(namespaces, task, { preempt = false } = {}) {
      const names = [...new Set(namespaces)]
      const list = names.map(lane)
      if (preempt) preemptLanes(list)
      const generations = list.map((l) => l.generation)
      // an idle lane starts the action at once, so its first write (connecting) is synchronous
      const wait = !preempt && list.some((l) => l.queued > 0)
      const previous = list.map((l) => l.tail)
      const preempted = list.map((l) => l.preempted)
      const finish = enqueue(list)
      try {
        if (wait) await Promise.race([Promise.all(previous), ...preempted])
        if (list.some((l, i) => l.generation !== generations[i])) throw calledOff()
        return await hold(list, names, preempted, task)
      } finally {
        finish()
      }
    },
    report(namespace, apply) {
      const l = lane(namespace)
      if (l.holder === undefined) apply()
      else l.pending.push(apply)
    },
  }
}

/** the kit's lanes, made on first use */
export function getConnectionLanes(kit: Kit): ConnectionLanes {
  kit._internal.lanes ??= createConnectionLanes()
  return kit._internal.lanes
}
