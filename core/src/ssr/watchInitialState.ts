import type { Kit } from '../kit/types.js'
import { INITIAL_STATE_KEY, INITIAL_STATE_VERSION, type InitialState } from './initialState.js'

/** The kit's connection now, as an initial state; undefined when nothing is connected. */
export function getInitialState(kit: Kit): InitialState | undefined {
  const chains = kit.$chains.get()
  const connections = kit.$connections.get()
  const active = kit.$activeNamespace.get()
  const accounts = Object.entries(chains).flatMap(([namespace, chain]) => {
    const address = chain?.account.address
    const connected = connections[namespace as keyof typeof connections]?.status === 'connected'
    if (!chain || !address || !connected) return []
    return [
      {
        namespace: namespace as InitialState['accounts'][number]['namespace'],
        address,
        networkId: chain.activeNetwork.caipNetworkId,
      },
    ]
  })
  if (!accounts.length) return undefined
  accounts.sort((a, b) => Number(b.namespace === active) - Number(a.namespace === active))
  return {
    version: INITIAL_STATE_VERSION,
    activeNetworkId: kit.$activeNetwork.get().caipNetworkId,
    accounts,
  }
}

/**
 * Docs: /core/ssr/watchInitialState. Keeps the kit's connection in its storage as an initial
 * state (with cookieStorage, in a cookie the server reads through cookieToInitialState),
 * removed on disconnect. Returns the unsubscribe. WalletportProvider calls it in the browser.
 */
export function watchInitialState(kit: Kit): () => void {
  let last: string | undefined
  const write = () => {
    // while a stored connection re-syncs there is no account yet: the stored state stays
    if (kit.$status.get() === 'connecting' || kit.$status.get() === 'reconnecting') return
    const state = getInitialState(kit)
    const json = state && JSON.stringify(state)
    if (json === last) return
    last = json
    if (state) kit.storage.set(INITIAL_STATE_KEY, state)
    else kit.storage.remove(INITIAL_STATE_KEY)
  }
  const stops = [
    kit.$chains.listen(write),
    kit.$connections.listen(write),
    kit.$status.listen(write),
  ]
  write()
  return () => {
    for (const stop of stops) stop()
  }
}
