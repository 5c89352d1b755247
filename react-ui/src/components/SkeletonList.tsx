import { Skeleton } from './Skeleton.js'
import { VisuallyHidden } from './VisuallyHidden.js'

export type SkeletonListProps = {
  /** the list's name while it loads, e.g. "Loading activity…" */
  label: string
  /** how many placeholder rows or tiles */
  count?: number
  /** rows (tokens, activity, networks) or tiles (the wallet grid) */
  layout?: 'row' | 'tile'
  /** announce the label politely; off where the view already has a status (AllWallets) */
  announce?: boolean
}

/**
 * The shape of a list before its items arrive, in place of a spinner: the layout holds when
 * they come, and the list says it is busy (`aria-busy`) under its label.
 */
export function SkeletonList({
  label,
  count = 3,
  layout = 'row',
  announce = true,
}: SkeletonListProps) {
  return (
    <div className="wp-skeleton-list">
      {announce && <VisuallyHidden role="status">{label}</VisuallyHidden>}
      <ul
        className={layout === 'tile' ? 'wp-grid' : 'wp-list'}
        aria-label={label}
        aria-busy="true"
        data-layout={layout}
      >
        {Array.from({ length: count }, (_, index) => (
          // placeholders have no identity but their place
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="wp-skeleton-item" data-layout={layout}>
            <Skeleton shape={layout === 'tile' ? 'square' : 'circle'} />
            <Skeleton width={layout === 'tile' ? '70%' : `${70 - (index % 3) * 12}%`} />
            {layout === 'row' && <Skeleton width="30%" />}
          </li>
        ))}
      </ul>
    </div>
  )
}
