import type { Kit } from '@walletport/core'
import { useEffect, useState } from 'react'

// kits whose modal is mounted: the lock that keeps one modal per kit on a page
const mounted = new WeakSet<Kit>()

/** True for the first `<Modal>` mounted for a kit; any other stays empty. */
export function useModalLock(kit: Kit): boolean {
  const [owner, setOwner] = useState(false)
  useEffect(() => {
    if (mounted.has(kit)) return
    mounted.add(kit)
    setOwner(true)
    return () => {
      mounted.delete(kit)
      setOwner(false)
    }
  }, [kit])
  return owner
}
