export type EventListener<TEvent> = (event: TEvent) => void

export type EventStream<TEvent> = {
  emit(event: TEvent): void
  /** returns the unsubscribe */
  subscribe(listener: EventListener<TEvent>): () => void
}

/** A synchronous typed event stream; a throwing listener is reported and never stops the others. */
export function createEventStream<TEvent>(
  onListenerError?: (error: unknown) => void,
): EventStream<TEvent> {
  const listeners = new Set<EventListener<TEvent>>()
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch (error) {
          onListenerError?.(error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
