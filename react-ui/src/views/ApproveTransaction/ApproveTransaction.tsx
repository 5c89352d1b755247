import { useRef } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { useEmbeddedState } from '../embedded/useEmbeddedState.js'
import type { ViewProps } from '../types.js'
import { useFrameArea } from './useFrameArea.js'
import { useFrameFocus } from './useFrameFocus.js'

// the frame's area before the frame said how tall its approval screen is
const DEFAULT_FRAME_HEIGHT = 360

/**
 * An unsafe request of the embedded wallet waits here: the frame draws its own approve and
 * reject screen over this view's area, sized by the height it asks for. Core pops the
 * request when the frame answers and closes the modal once none is left; closing the modal
 * rejects what is waiting ('Request was aborted').
 */
export function ApproveTransaction(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { approvals, frameHeight } = useEmbeddedState()
  const area = useRef<HTMLElement>(null)
  useFrameArea(kit, area)
  const onFocus = useFrameFocus(kit)
  return (
    <div className="wp-stack">
      <p className="wp-text">{t(approvals.length ? 'approve.hint' : 'approve.none')}</p>
      <section
        ref={area}
        className="wp-approve-frame"
        // a tall request (a transaction's fee rows, long typed data) scrolls inside the frame,
        // whose Reject and Approve stay in view, rather than running off the bottom of the screen
        style={{ height: frameHeight ?? DEFAULT_FRAME_HEIGHT, maxHeight: '60vh' }}
        // a stop in the tab order that hands the focus on to the frame's own buttons
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame's area takes focus for the frame
        tabIndex={0}
        aria-label={t('approve.frame')}
        data-state={approvals.length ? 'pending' : 'empty'}
        onFocus={onFocus}
      />
    </div>
  )
}
