/** Handed to the listeners of one connection: whether it is still the current one, and its end. */
export type ConnectionGuard = {
  /** false once another connection was attached or this one detached: its events are stale */
  isCurrent(): boolean
  /** removes this connection's listeners and, if it is still current, empties the slot */
  end(): void
}

/** The current wallet connection of one adapter, owning its listeners. */
export type ConnectionSlot<C> = {
  current(): C | undefined
  /**
   * Makes `connection` current, ending the one before it. `listen` adds the wallet's event
   * listeners and returns their removal; it gets a guard to drop events from a stale one.
   */
  attach(connection: C, listen?: (guard: ConnectionGuard) => (() => void) | undefined): C
  /** ends the current connection, if any */
  detach(): void
}

/**
 * Docs: /core/adapters#createConnectionSlot. One connection at a time, per adapter instance:
 * attaching a new one removes the old one's listeners first, so a wallet the visitor left
 * can never report accounts or networks into the new session.
 */
export function createConnectionSlot<C>(): ConnectionSlot<C> {
  let current: { connection: C; remove: () => void } | undefined

  const detach = () => {
    const ending = current
    current = undefined
    ending?.remove()
  }

  return {
    current: () => current?.connection,
    attach(connection, listen) {
      detach()
      const entry = { connection, remove: () => {} }
      current = entry
      let removed = false
      const guard: ConnectionGuard = {
        isCurrent: () => current === entry,
        end() {
          if (current === entry) current = undefined
          entry.remove()
        },
      }
      const stop = listen?.(guard)
      entry.remove = () => {
        if (removed) return
        removed = true
        stop?.()
      }
      // ended (or replaced) while its listeners were being added: remove them now
      if (current !== entry) entry.remove()
      return connection
    },
    detach,
  }
}
