import type { ChainNamespace } from '../types/caip.js'

/** the storage key (before the kit's `walletport:` prefix) the initial state is kept under */
export const INITIAL_STATE_KEY = 'initialState'
/** the cookie cookieStorage keeps it in */
export const INITIAL_STATE_COOKIE = `walletport:${INITIAL_STATE_KEY}`
/** bumped when the shape changes, so that an old cookie is ignored rather than misread */
export const INITIAL_STATE_VERSION = 1

/**
 * What the server renders before the browser's kit has re-synced: the connected accounts and
 * the active network, as the browser last stored them. Plain JSON, so a server component can
 * hand it to a client one. checkInitialState.ts checks one.
 */
export type InitialState = {
  version: typeof INITIAL_STATE_VERSION
  /** the active network when the page was left (at most 100 characters) */
  activeNetworkId: string
  /** each connected namespace's account, active namespace first (at most 3) */
  accounts: {
    namespace: ChainNamespace
    /** 1 to 200 characters */
    address: string
    /** at most 100 characters */
    networkId: string
  }[]
}
