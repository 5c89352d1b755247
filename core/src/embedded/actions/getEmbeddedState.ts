import { atom, type ReadableAtom } from 'nanostores'
import type { Kit } from '../../kit/types.js'
import { readerOf, watcherOf } from '../../stores/watchParameters.js'
import type { EmbeddedState } from '../../types/embedded.js'
import { initialEmbeddedState } from '../embeddedState.js'

/**
 * Docs: /core/embedded/getEmbeddedState. The embedded wallet's state for the UI: the frame's
 * status, the login step, the users, the smart-account networks and the transaction stack
 * (`approvals`); the same store on every call. A kit without the embedded wallet answers one
 * store that stays idle, kept with the kit's feature stores.
 */
export function $embeddedState(kit: Kit): ReadableAtom<EmbeddedState> {
  const { embedded } = kit._internal
  if (embedded) return embedded.$state
  kit._internal.features ??= {}
  kit._internal.features.idleEmbedded ??= atom(initialEmbeddedState())
  return kit._internal.features.idleEmbedded
}

/** Docs: /core/embedded/getEmbeddedState. The embedded wallet's state now (see `$embeddedState`). */
export const getEmbeddedState = /* @__PURE__ */ readerOf($embeddedState)

/** Docs: /core/embedded/getEmbeddedState. Calls `onChange` when it changes; returns the unsubscribe. */
export const watchEmbeddedState = /* @__PURE__ */ watcherOf($embeddedState)
