import { composeEventHandlers } from '../buttons/composeEventHandlers.js'

type Props = Record<string, unknown>
type Handler = (event: { defaultPrevented: boolean }) => void

const isHandler = (key: string, value: unknown): value is Handler =>
  /^on[A-Z]/.test(key) && typeof value === 'function'

/**
 * The props of a slotted child: the child's win, except that handlers run both (the child's
 * first, ours unless it prevented the default: composeEventHandlers, as the buttons compose a
 * caller's onClick), styles merge and class names join.
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child }
  for (const [key, ours] of Object.entries(slot)) {
    const theirs = child[key]
    if (isHandler(key, ours) && isHandler(key, theirs))
      merged[key] = composeEventHandlers(theirs, ours)
    else if (key === 'style' && ours && theirs)
      merged[key] = { ...(ours as object), ...(theirs as object) }
    else if (key === 'className' && ours && theirs) merged[key] = `${ours} ${theirs}`
  }
  return merged
}
