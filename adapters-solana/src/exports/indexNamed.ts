// The names this package re-exports under a name or as a subset of their module: a
// module of their own, so the main barrel (index.ts) has only `export *` lines. esbuild's
// code splitting pulls every target of a named re-export into the chunks a page loads
// first, even those only lazy code uses; `export *` targets bind directly to their users.
export { formatUnits, parseUnits } from '@walletport/core'
export { walletConnectConnector } from '../walletconnect/walletConnectConnector.js'
