import type { AdapterCapabilities, ChainAdapter } from '../types/adapter.js'

/**
 * The capabilities of an adapter still loading: they mirror the real adapter's once loaded,
 * so a missing one stays missing; before, there are none, and any read starts the load.
 */
export function lazyCapabilities(
  loaded: () => ChainAdapter | undefined,
  start: () => void,
): AdapterCapabilities {
  return new Proxy<AdapterCapabilities>(
    {},
    {
      get(_, key) {
        const real = loaded()
        if (!real) start()
        return real && Reflect.get(real.capabilities, key)
      },
      has: (_, key) => {
        const real = loaded()
        return real !== undefined && Reflect.has(real.capabilities, key)
      },
      ownKeys: () => {
        const real = loaded()
        return real ? Reflect.ownKeys(real.capabilities) : []
      },
      getOwnPropertyDescriptor(_, key) {
        const real = loaded()
        const descriptor = real && Reflect.getOwnPropertyDescriptor(real.capabilities, key)
        // a proxy may report a key its empty target lacks only as configurable
        return descriptor && { ...descriptor, configurable: true }
      },
    },
  )
}
