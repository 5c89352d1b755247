import type { ReadableAtom } from 'nanostores'
import type { Kit } from '../../kit/types.js'
import { readerOf, watcherOf } from '../../stores/watchParameters.js'
import { ensureOnrampStore } from '../featureStores.js'
import type { OnrampState } from './createOnrampStore.js'

/** Docs: /core/actions/getOnrampState. The on-ramp form and the service's answers; made on first use, the same store on every call. */
export function $onrampState(kit: Kit): ReadableAtom<OnrampState> {
  return ensureOnrampStore(kit).$onramp
}

/** Docs: /core/actions/getOnrampState. The on-ramp form and the service's answers now (see `$onrampState`). */
export const getOnrampState = /* @__PURE__ */ readerOf($onrampState)

/** Docs: /core/actions/getOnrampState. Calls `onChange` when it changes; returns the unsubscribe. */
export const watchOnrampState = /* @__PURE__ */ watcherOf($onrampState)
