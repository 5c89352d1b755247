import { watchEvents } from '../actions/watchEvents.js'
import type { MockAdapterParameters } from '../adapter/mockAdapter.js'
import type { KitEvent, TrackEvent } from '../events/types.js'
import type { KitOptions } from '../kit/kitOptions.js'
import { createLocalSiwx } from '../siwx/createLocalSiwx.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { StorageDriver } from '../types/storage.js'
import { createTestKit } from './createTestKit.js'

export const site = { name: 'Test App', url: 'https://app.example/welcome' }

export type CreateSignInKitParameters = Partial<KitOptions> & {
  required?: boolean
  mock?: Partial<MockAdapterParameters>
  /** the kit's storage, to reload a kit on the same state */
  driver?: StorageDriver
  /** where createLocalSiwx keeps sessions */
  sessions?: StorageDriver
}

/**
 * A test kit with sign-in: the eip155 mock adapter declaring the `siwx` capability, sessions
 * kept by createLocalSiwx, the app's metadata naming https://app.example, and every track
 * event collected.
 */
export function createSignInKit({
  required = false,
  mock,
  sessions = createMemoryDriver(),
  ...options
}: CreateSignInKitParameters = {}) {
  const test = createTestKit({
    metadata: site,
    siwx: createLocalSiwx({ storage: sessions, required }),
    mock: { capabilities: ['siwx'], ...mock },
    ...options,
  })
  const events: KitEvent[] = []
  watchEvents(test.kit, (event) => events.push(event))
  const tracked = () =>
    events
      .filter((e): e is TrackEvent => e.type === 'track')
      .map(({ event, properties }) => ({
        event,
        properties,
      }))
  return { ...test, sessions, events, tracked }
}

/** lets the sign-in check (an async session read) finish */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
