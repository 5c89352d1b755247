import { atom, type ReadableAtom } from 'nanostores'
import type { Kit } from '../../kit/types.js'
import type { EmbeddedState } from '../../types/embedded.js'
import { initialEmbeddedState } from '../createEmbeddedShell.js'

/**
 * Docs: /core/embedded/getEmbeddedState. The embedded wallet's state for the UI: the frame's
 * status, the login step, the users, the smart-account networks and the transaction stack
 * (`approvals`). A kit without the embedded wallet answers a store that stays idle.
 */
export function getEmbeddedState(kit: Kit): ReadableAtom<EmbeddedState> {
  return kit._internal.embedded?.$state ?? atom(initialEmbeddedState())
}
