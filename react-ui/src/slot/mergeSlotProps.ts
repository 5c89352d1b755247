type Props = Record<string, unknown>

const isHandler = (key: string, value: unknown): value is (event: unknown) => void =>
  /^on[A-Z]/.test(key) && typeof value === 'function'

/**
 * The props of a slotted child: the child's win, except that handlers run both (the child's
 * first, ours unless it prevented the default), styles merge and class names join.
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child }
  for (const [key, ours] of Object.entries(slot)) {
    const theirs = child[key]
    if (isHandler(key, ours) && isHandler(key, theirs))
      merged[key] = (event: unknown) => {
        theirs(event)
        if (!(event as { defaultPrevented?: boolean } | null)?.defaultPrevented) ours(event)
      }
    else if (key === 'style' && ours && theirs)
      merged[key] = { ...(ours as object), ...(theirs as object) }
    else if (key === 'className' && ours && theirs) merged[key] = `${ours} ${theirs}`
  }
  return merged
}
