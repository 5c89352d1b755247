import type { Kit } from '../kit/types.js'

/**
 * A part of the kit that brings its own code: sign-in (`siwx`), the hosted data service
 * (`dataSource: hostedData()`), `plugins` such as analytics and identity sync. The app imports
 * it and passes it in, so a site that never uses a part bundles none of it. createKit calls
 * `setup` once, before the adapters are set up; the teardown runs on destroyKit.
 */
export type KitPlugin = {
  setup(kit: Kit): (() => void) | undefined
}
