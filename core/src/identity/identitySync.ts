import { syncIdentity } from '../actions/syncIdentity.js'
import type { Kit } from '../kit/types.js'
import type { KitPlugin } from '../types/plugin.js'

/** the connected account and its network, as the sync needs them; undefined when none */
function accountKey(kit: Kit): string | undefined {
  const { chains, connections } = kit._internal
  const namespace = chains.$activeNamespace.get()
  const chain = chains.get(namespace)
  const address = chain?.account.address
  if (!chain || !address || connections.get(namespace).status !== 'connected') return undefined
  return `${chain.activeNetwork.caipNetworkId}:${address}`
}

/**
 * Docs: /core/identity/identitySync. Runs `syncIdentity` for the connected account after every
 * connect (and reload) and every account or network change, so its name and avatar follow it;
 * a sync still running for an older account is abandoned. Pass it in `plugins`.
 *
 * @example
 * const kit = createKit({ ..., dataSource: hostedData(), plugins: [identitySync()] })
 */
export function identitySync(): KitPlugin {
  return {
    setup(kit) {
      let key: string | undefined
      let running: AbortController | undefined
      function check() {
        const next = accountKey(kit)
        if (next === key) return
        key = next
        running?.abort()
        running = undefined
        if (!next) return
        const controller = new AbortController()
        running = controller
        syncIdentity(kit, { signal: controller.signal }).catch((error: unknown) =>
          kit.log.warn('identitySync: the sync failed', error),
        )
      }
      check()
      const unlisten = kit.$account.listen(check)
      return () => {
        unlisten()
        running?.abort()
      }
    },
  }
}
