'use client'
import { useStore } from '@nanostores/react'
import { close, whenIdle } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../provider/KitContext.js'
import { type LoadedModal, loadModal } from './loadModal.js'
import { useModalLock } from './useModalLock.js'

export type ModalProps = {
  className?: string
}

/**
 * Docs: /react-ui/Modal. The modal, loaded with `import()`: prefetched when the page is idle
 * and at once when it opens (or when the kit is embedded, where it renders in place). One
 * modal per kit: a second `<Modal>` for the same kit renders nothing.
 */
export function Modal(props: ModalProps) {
  const { kit, locale } = useKitContext()
  const open = useStore(kit.$open)
  const owner = useModalLock(kit)
  const { embedded } = kit.options
  const [loaded, setLoaded] = useState<LoadedModal>()

  useEffect(() => {
    if (!owner || loaded) return
    let active = true
    const load = () =>
      loadModal(locale).then(
        (modal) => {
          if (active) setLoaded(modal)
        },
        (error: unknown) => {
          kit.log.error('the modal failed to load', error)
          // closed again, so the next click tries once more instead of waiting on nothing
          if (active && kit.$open.get()) close(kit)
        },
      )
    // opened (or embedded): load now; else when the page is idle, ready for the first click
    const cancel = open || embedded ? undefined : whenIdle(() => void load())
    if (!cancel) void load()
    return () => {
      active = false
      cancel?.()
    }
  }, [owner, loaded, open, embedded, locale, kit])

  if (!owner || !loaded) return null
  const { ModalRoot, messages } = loaded
  return <ModalRoot {...props} messages={messages} />
}
