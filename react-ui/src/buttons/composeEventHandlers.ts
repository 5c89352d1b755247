/** The caller's handler first; ours runs unless the caller prevented the default. */
export function composeEventHandlers<TEvent extends { defaultPrevented: boolean }>(
  theirs: ((event: TEvent) => void) | undefined,
  ours: (event: TEvent) => void,
) {
  return (event: TEvent) => {
    theirs?.(event)
    if (!event.defaultPrevented) ours(event)
  }
}
