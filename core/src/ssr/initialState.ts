import * as v from 'valibot'

/** the storage key (before the kit's `walletport:` prefix) the initial state is kept under */
export const INITIAL_STATE_KEY = 'initialState'
/** the cookie cookieStorage keeps it in */
export const INITIAL_STATE_COOKIE = `walletport:${INITIAL_STATE_KEY}`
/** bumped when the shape changes, so that an old cookie is ignored rather than misread */
export const INITIAL_STATE_VERSION = 1

export const InitialStateSchema = v.object({
  version: v.literal(INITIAL_STATE_VERSION),
  /** the active network when the page was left */
  activeNetworkId: v.pipe(v.string(), v.maxLength(100)),
  /** each connected namespace's account, active namespace first */
  accounts: v.pipe(
    v.array(
      v.object({
        namespace: v.picklist(['eip155', 'solana', 'bip122']),
        address: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
        networkId: v.pipe(v.string(), v.maxLength(100)),
      }),
    ),
    v.maxLength(3),
  ),
})

/**
 * What the server renders before the browser's kit has re-synced: the connected accounts and
 * the active network, as the browser last stored them. Plain JSON, so a server component can
 * hand it to a client one.
 */
export type InitialState = v.InferOutput<typeof InitialStateSchema>
