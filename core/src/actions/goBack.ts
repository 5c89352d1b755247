import type { Kit } from '../kit/types.js'
import { close } from './close.js'

/** Docs: /core/actions/goBack. Back one view; with one entry, or from UnsupportedChain, it closes. */
export function goBack(kit: Kit): void {
  const { router } = kit._internal
  // a single entry has nowhere to go back to, and UnsupportedChain has no way back
  if (router.view === 'UnsupportedChain' || !router.pop()) close(kit)
}
