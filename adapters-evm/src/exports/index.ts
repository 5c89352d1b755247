// the main entry: evmAdapter and what costs nothing before the first connect (types, error
// classes, rules with no viem import); helpers built on viem are in /utils, /siwx and /errors.
// size-limit checks that nothing here imports viem
// only `export *` lines (and type exports) here: see indexNamed.ts for why

export * from '../balances/formatDisplay.js'
export * from '../connectors/watchInjectedProviders.js'
export * from '../errors/node.js'
export * from '../errors/panic.js'
export * from '../errors/rpc.js'
export * from '../errors/siwx.js'
export * from '../errors/units.js'
export * from '../errors/wallet.js'
export * from '../send/assertFeeParameters.js'
export * from '../send/isInsufficientGas.js'
export * from '../transports/withRetryAfter.js'
export type {
  Eip1193Provider,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  EvmClient,
  EvmWindow,
} from '../types.js'
export * from '../utils/eip155AdapterRules.js'
export * from '../utils/isEip155Address.js'
export * from '../utils/parseUnits.js'
export * from './indexNamed.js'
