// provisional: grows with the kit; the export-list test pins it
export { ALERTS, type Alert, type AlertCode, getAlertForMessage } from '../errors/alerts.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export * from '../errors/index.js'
export {
  createEventStream,
  type EventListener,
  type EventStream,
} from '../events/createEventStream.js'
export type { KitEvent, TrackEvent } from '../events/types.js'
export { type CreateLoggerParameters, createLogger } from '../logger/createLogger.js'
export { bitcoin, bitcoinTestnet } from '../networks/bitcoin.js'
export { defineNetwork } from '../networks/defineNetwork.js'
export { arbitrum, mainnet, monadTestnet } from '../networks/evm.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export { type CreateKitStorageParameters, createKitStorage } from '../storage/createKitStorage.js'
export { createMemoryDriver } from '../storage/createMemoryDriver.js'
export { getBrowserDriver } from '../storage/getBrowserDriver.js'
export type {
  Account,
  AccountType,
  Balance,
  ConnectedWalletInfo,
  SocialProvider,
  TokenBalance,
} from '../types/account.js'
export type {
  AdapterCapabilities,
  AdapterContext,
  ChainAdapter,
  Connected,
  SendTokenParameters,
  SendTransactionParameters,
  SiwxMessageData,
  WriteContractParameters,
} from '../types/adapter.js'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/caip.js'
export type { Connector, ConnectorType } from '../types/connector.js'
export type { DataSource, Identity } from '../types/dataSource.js'
export type { Logger, LogLevel } from '../types/logger.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from '../types/network.js'
export type { KitStorage, StorageDriver } from '../types/storage.js'
export {
  isChainNamespace,
  type ParsedCaipAddress,
  parseCaipAddress,
} from '../utils/parseCaipAddress.js'
export { isCaipNetworkId, parseCaipNetworkId } from '../utils/parseCaipNetworkId.js'
