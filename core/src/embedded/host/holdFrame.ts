import { RequestAbortedError } from '../../errors/frame.js'
import { type MountedFrame, mountFrame } from './mountFrame.js'

/**
 * The frame element over its lifetime: mounted on the first `start`, which every caller then
 * shares until it fails; a failed frame is removed and the next `start` mounts a fresh one.
 */
export function holdFrame({
  frameUrl,
  projectId,
  onStatus,
}: {
  frameUrl: string
  projectId: string | undefined
  onStatus(status: 'loading' | 'ready' | 'failed'): void
}) {
  let mounted: MountedFrame | undefined
  let starting: Promise<void> | undefined
  return {
    get element() {
      return mounted?.element
    },
    onReady: () => mounted?.onReady(),
    start(): Promise<void> {
      if (starting) return starting
      const mount = mountFrame({ frameUrl, projectId })
      mounted = mount
      const attempt = mount.ready
      starting = attempt
      onStatus('loading')
      attempt.then(
        () => onStatus('ready'),
        () => {
          // the next request tries again with a fresh frame
          if (starting === attempt) starting = undefined
          mount.element?.remove()
          if (mounted === mount) mounted = undefined
          onStatus('failed')
        },
      )
      return attempt
    },
    destroy() {
      mounted?.cancel(new RequestAbortedError())
      mounted?.element?.remove()
      mounted = undefined
    },
  }
}
