import type { ReadableAtom } from 'nanostores'
import { getOnrampStore } from '../features/featureStores.js'
import type { OnrampState } from '../features/onramp/createOnrampStore.js'
import type { Kit } from '../kit/types.js'

/** Docs: /core/actions/getOnrampState. The on-ramp form's store, made on first use. */
export function getOnrampState(kit: Kit): ReadableAtom<OnrampState> {
  return getOnrampStore(kit).$onramp
}
