import type { CSSProperties } from 'react'

export type SkeletonProps = {
  /** a line of text (the default), a round image or a square one */
  shape?: 'line' | 'circle' | 'square'
  /** a line's width, e.g. '60%' or '4em'; a line fills its box by default */
  width?: string
}

/**
 * A grey placeholder for content on its way, decorative: the list or field around it carries
 * `aria-busy` and the words. It pulses gently, and is still under reduced motion.
 */
export function Skeleton({ shape = 'line', width }: SkeletonProps) {
  const style: CSSProperties | undefined = width ? { inlineSize: width } : undefined
  return <span className="wp-skeleton" data-shape={shape} style={style} aria-hidden="true" />
}
