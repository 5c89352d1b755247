import { InitialStateIgnoredError } from '../errors/ssr.js'
import type { Network } from '../types/network.js'
import { checkInitialState } from './checkInitialState.js'
import type { InitialState } from './initialState.js'

export type ParseInitialStateParameters = {
  /** the kit's networks: a state naming another network is ignored */
  networks: readonly Pick<Network, 'caipNetworkId'>[]
  /** told why a state was ignored; nothing is thrown */
  onWarning?: ((warning: InitialStateIgnoredError) => void) | undefined
}

/**
 * Docs: /core/ssr/parseInitialState. An initial state checked against its schema and the
 * kit's networks; anything else (corrupt, another app's, an unknown network) gives undefined
 * and one InitialStateIgnoredError to `onWarning`.
 */
export function parseInitialState(
  value: unknown,
  { networks, onWarning }: ParseInitialStateParameters,
): InitialState | undefined {
  const result = checkInitialState(value)
  if (result.issues) {
    onWarning?.(
      new InitialStateIgnoredError({
        reason: 'corrupt',
        details: result.issues[0]?.message ?? 'not an initial state',
      }),
    )
    return undefined
  }
  const known = new Set(networks.map((n) => n.caipNetworkId))
  const state = result.value
  const unknown = [state.activeNetworkId, ...state.accounts.map((a) => a.networkId)].find(
    (id) => !known.has(id as Network['caipNetworkId']),
  )
  if (unknown !== undefined) {
    onWarning?.(
      new InitialStateIgnoredError({
        reason: 'unknownNetwork',
        details: `The kit has no network ${unknown}`,
      }),
    )
    return undefined
  }
  return state
}
