import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  version,
} from 'react'
import { composeRefs } from './composeRefs.js'
import { mergeSlotProps } from './mergeSlotProps.js'

export type SlotProps = Record<string, unknown> & { children?: ReactNode }

// React 19 passes an element's ref as a prop; before, it sat on the element
const REF_IS_PROP = Number(version.split('.')[0]) >= 19

function refOf(element: ReactElement): Ref<unknown> | undefined {
  if (REF_IS_PROP) return (element.props as { ref?: Ref<unknown> }).ref
  return (element as unknown as { ref?: Ref<unknown> }).ref ?? undefined
}

/**
 * A kit button's `asChild`: renders its single child element with the button's props merged
 * in (mergeSlotProps) and both refs set. Radix's Slot does this and more (Slottable, lazy
 * children), but it would be the buttons' one Radix import, about 1 KB gzip before the first
 * click in some bundlers: this is the part the buttons need, for the size goal.
 */
export const Slot = forwardRef<unknown, SlotProps>(function Slot({ children, ...props }, ref) {
  const child = Children.only(children)
  if (!isValidElement(child)) return null
  const merged = mergeSlotProps(props, child.props as Record<string, unknown>)
  return cloneElement(child, { ...merged, ref: composeRefs(ref, refOf(child)) } as never)
})
