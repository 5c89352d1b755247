import { useStore } from '@nanostores/react'
import type { Kit } from '@walletport/core'
import { useState } from 'react'

/**
 * Whether the modal has been open since this component mounted: what a button on the page
 * waits for before it loads anything the modal's chunk would (network logos), so that no
 * such request comes before the first click.
 */
export function useHasOpened(kit: Kit): boolean {
  const open = useStore(kit.$open)
  const [opened, setOpened] = useState(open)
  // set during render (React's pattern for state derived from a change), so no extra paint
  if (open && !opened) setOpened(true)
  return opened || open
}
