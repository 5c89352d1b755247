import type { Kit } from './types.js'

/**
 * Docs: /core/destroyKit. Tears the adapters down and stops the kit's timers. The stores keep
 * their last values; the kit should not be used afterwards.
 */
export function destroyKit(kit: Kit): void {
  const { teardowns, modal, toast } = kit._internal
  for (const teardown of teardowns.splice(0)) {
    try {
      teardown?.()
    } catch (error) {
      kit.log.error('a teardown threw', error)
    }
  }
  modal.dispose()
  toast.dispose()
}
