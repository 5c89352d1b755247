// the public API of @walletport/core; index.test.ts pins the list

export {
  type CancelSignInErrorType,
  type CancelSignInReturnType,
  cancelSignIn,
} from '../actions/cancelSignIn.js'
export { type CloseErrorType, type CloseReturnType, close } from '../actions/close.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export {
  type ConnectWalletConnectErrorType,
  type ConnectWalletConnectParameters,
  type ConnectWalletConnectReturnType,
  connectWalletConnect,
} from '../actions/connectWalletConnect.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from '../actions/disconnect.js'
export { dismissAlert } from '../actions/dismissAlert.js'
export {
  type EstimateFeesErrorType,
  type EstimateFeesParameters,
  type EstimateFeesReturnType,
  estimateFees,
} from '../actions/estimateFees.js'
export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from '../actions/estimateGas.js'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../actions/estimateSendFee.js'
export {
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from '../actions/fetchBalance.js'
export {
  type FetchHistoryErrorType,
  type FetchHistoryParameters,
  type FetchHistoryReturnType,
  fetchHistory,
} from '../actions/fetchHistory.js'
export {
  type FetchNameSuggestionsErrorType,
  type FetchNameSuggestionsParameters,
  type FetchNameSuggestionsReturnType,
  fetchNameSuggestions,
} from '../actions/fetchNameSuggestions.js'
export {
  type FetchOnrampOptionsErrorType,
  type FetchOnrampOptionsParameters,
  type FetchOnrampOptionsReturnType,
  fetchOnrampOptions,
} from '../actions/fetchOnrampOptions.js'
export {
  type FetchOnrampQuoteErrorType,
  type FetchOnrampQuoteParameters,
  type FetchOnrampQuoteReturnType,
  fetchOnrampQuote,
} from '../actions/fetchOnrampQuote.js'
export {
  type FetchSendTokenBalancesErrorType,
  type FetchSendTokenBalancesParameters,
  type FetchSendTokenBalancesReturnType,
  fetchSendTokenBalances,
} from '../actions/fetchSendTokenBalances.js'
export {
  type FetchSwapQuoteErrorType,
  type FetchSwapQuoteParameters,
  type FetchSwapQuoteReturnType,
  fetchSwapQuote,
} from '../actions/fetchSwapQuote.js'
export {
  type FetchSwapTokensErrorType,
  type FetchSwapTokensParameters,
  type FetchSwapTokensReturnType,
  fetchSwapTokens,
} from '../actions/fetchSwapTokens.js'
export {
  type FetchWalletsErrorType,
  type FetchWalletsParameters,
  type FetchWalletsReturnType,
  fetchWallets,
} from '../actions/fetchWallets.js'
export {
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from '../actions/getAccount.js'
export { getActiveNetwork } from '../actions/getActiveNetwork.js'
export { getConnectors } from '../actions/getConnectors.js'
export { getModalState, type ModalStateSnapshot } from '../actions/getModalState.js'
export { getOnrampState } from '../actions/getOnrampState.js'
export { getPairingClient } from '../actions/getPairingClient.js'
export {
  type GetReceiveInfoErrorType,
  type GetReceiveInfoReturnType,
  getReceiveInfo,
} from '../actions/getReceiveInfo.js'
export {
  type GetSendValidationErrorType,
  type GetSendValidationReturnType,
  getSendValidation,
  type SendFormIssue,
} from '../actions/getSendValidation.js'
export { getSignInState } from '../actions/getSignInState.js'
export { getSwapState } from '../actions/getSwapState.js'
export {
  type GetWalletAssetsErrorType,
  type GetWalletAssetsParameters,
  type GetWalletAssetsReturnType,
  getWalletAssets,
} from '../actions/getWalletAssets.js'
export {
  type GetWalletCapabilitiesErrorType,
  type GetWalletCapabilitiesParameters,
  type GetWalletCapabilitiesReturnType,
  getWalletCapabilities,
} from '../actions/getWalletCapabilities.js'
export { goBack } from '../actions/goBack.js'
export { hideToast } from '../actions/hideToast.js'
export {
  type OpenErrorType,
  type OpenParameters,
  type OpenReturnType,
  open,
} from '../actions/open.js'
export {
  type OpenOnrampErrorType,
  type OpenOnrampParameters,
  type OpenOnrampReturnType,
  openOnramp,
} from '../actions/openOnramp.js'
export { type OpenSwapErrorType, type OpenSwapParameters, openSwap } from '../actions/openSwap.js'
export {
  type PushViewParameters,
  type PushViewReturnType,
  pushView,
} from '../actions/pushView.js'
export {
  type ReconnectErrorType,
  type ReconnectParameters,
  type ReconnectReturnType,
  reconnect,
} from '../actions/reconnect.js'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from '../actions/registerAccountName.js'
export {
  type RegisterPendingRequestParameters,
  type RegisterPendingRequestReturnType,
  registerPendingRequest,
} from '../actions/registerPendingRequest.js'
export { type ReplaceViewParameters, replaceView } from '../actions/replaceView.js'
export { resetSend } from '../actions/resetSend.js'
export { type ResetViewParameters, resetView } from '../actions/resetView.js'
export {
  type SearchWalletsErrorType,
  type SearchWalletsParameters,
  type SearchWalletsReturnType,
  searchWallets,
} from '../actions/searchWallets.js'
export {
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from '../actions/selectWallet.js'
export {
  type SendCallsActionParameters,
  type SendCallsErrorType,
  type SendCallsReturnType,
  sendCalls,
} from '../actions/sendCalls.js'
export {
  type SendTokenErrorType,
  type SendTokenReturnType,
  sendToken,
} from '../actions/sendToken.js'
export {
  type SendTransactionActionParameters,
  type SendTransactionErrorType,
  type SendTransactionReturnType,
  sendTransaction,
} from '../actions/sendTransaction.js'
export {
  type SetOnrampParametersParameters,
  setOnrampParameters,
} from '../actions/setOnrampParameters.js'
export {
  type SetSendAmountErrorType,
  type SetSendAmountParameters,
  type SetSendAmountReturnType,
  setSendAmount,
} from '../actions/setSendAmount.js'
export {
  type SetSendReceiverErrorType,
  type SetSendReceiverParameters,
  type SetSendReceiverReturnType,
  setSendReceiver,
} from '../actions/setSendReceiver.js'
export { type SetSendTokenParameters, setSendToken } from '../actions/setSendToken.js'
export {
  type SetSwapParametersErrorType,
  type SetSwapParametersParameters,
  type SetSwapParametersReturnType,
  setSwapParameters,
} from '../actions/setSwapParameters.js'
export { shakeModal } from '../actions/shakeModal.js'
export {
  type ShowAlertParameters,
  type ShowAlertReturnType,
  showAlert,
} from '../actions/showAlert.js'
export { type ShowToastParameters, showToast } from '../actions/showToast.js'
export {
  type SignInErrorType,
  type SignInReturnType,
  signIn,
} from '../actions/signIn.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage.js'
export {
  type SignOutErrorType,
  type SignOutReturnType,
  signOut,
} from '../actions/signOut.js'
export {
  type SwapTokensErrorType,
  type SwapTokensReturnType,
  swapTokens,
} from '../actions/swapTokens.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork.js'
export { switchSwapTokens } from '../actions/switchSwapTokens.js'
export {
  type SyncIdentityErrorType,
  type SyncIdentityParameters,
  type SyncIdentityReturnType,
  syncIdentity,
} from '../actions/syncIdentity.js'
export {
  type WaitForReceiptActionParameters,
  type WaitForReceiptErrorType,
  type WaitForReceiptReturnType,
  waitForReceipt,
} from '../actions/waitForReceipt.js'
export {
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from '../actions/watchAccount.js'
export {
  type WatchActiveNetworkParameters,
  watchActiveNetwork,
} from '../actions/watchActiveNetwork.js'
export { type WatchConnectorsParameters, watchConnectors } from '../actions/watchConnectors.js'
export { watchEvents } from '../actions/watchEvents.js'
export { type WatchModalStateParameters, watchModalState } from '../actions/watchModalState.js'
export {
  type WriteContractActionParameters,
  type WriteContractErrorType,
  type WriteContractReturnType,
  writeContract,
} from '../actions/writeContract.js'
export {
  type LazyAdapter,
  type LazyAdapterErrorType,
  type LazyAdapterParameters,
  lazyAdapter,
} from '../adapter/lazyAdapter.js'
export {
  formatMockSiwxMessage,
  type MockAdapter,
  type MockAdapterParameters,
  type MockCall,
  type MockFailures,
  mockAdapter,
  mockSignature,
} from '../adapter/mockAdapter.js'
export { whenIdle } from '../adapter/whenIdle.js'
export {
  ADDRESS_CACHE_SIZE,
  ADDRESS_DISPLAY,
  AUTH_CONNECTOR_NAMESPACES,
  BALANCE_CACHE_TIME,
  BALANCE_DISPLAY_DECIMALS,
  BASE_FEE_MULTIPLIER,
  BLOB_SIZE_LIMIT,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_LOG_LEVEL,
  DEFAULT_POLLING_INTERVAL,
  DEFAULT_SLIPPAGE,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURE_ORDER,
  EMAIL_LOGIN_COOLDOWN,
  FALLBACK_ONRAMP_OPTIONS,
  FALLBACK_RANKING,
  FEATURE_NAMESPACES,
  FIAT_DISPLAY_DECIMALS,
  FRAME_CONNECT_TIMEOUT,
  FRAME_READY_WAIT,
  HEARTBEAT_INTERVAL,
  IDENTITY_CACHE_TIME,
  IMAGE_PRELOAD_TIMEOUT,
  LOG_BUFFER_BYTES,
  MODAL_ANIMATION,
  MODAL_SHAKE_TIME,
  MODAL_WIDTH,
  MULTICALL_BATCH,
  NAME_CACHE_TIME,
  NAME_SUFFIXES,
  NATIVE_BALANCE_CACHE_TIME,
  NOT_ALLOWED_MESSAGE_DELAY,
  ONRAMP_PROVIDER_FEE_RANGE,
  PAIRING_EXPIRY,
  PAIRING_EXPIRY_MARGIN,
  PENDING_TRANSACTIONS_LIMIT,
  QUERY_GC_TIME,
  QUERY_RETRY,
  RECEIPT_WAIT,
  RECENT_WALLETS_KEPT,
  RPC_BATCH_LIMIT,
  RPC_RETRY,
  RPC_RETRY_STATUS_CODES,
  RPC_TIMEOUT,
  SESSION_STORAGE_VERSION,
  STORAGE_PREFIX,
  SWAP_NETWORK_IDS,
  SWAP_POPULAR_TOKENS,
  SWAP_SUGGESTED_TOKENS,
  THEME_BACKGROUND,
  TOAST_SWAP_DELAY,
  TOKEN_BALANCE_RETRY_GATE,
  WALLET_LIST,
} from '../constants.js'
export {
  type HostedAnalyticsParameters,
  hostedAnalytics,
} from '../data/hostedAnalytics.js'
export {
  type HostedData,
  type HostedDataParameters,
  hostedData,
  TOKEN_BALANCE_UNAVAILABLE_MESSAGE,
} from '../data/hostedData.js'
export {
  AdapterLoadError,
  type AdapterLoadErrorType,
  AdapterNotLoadedError,
  type AdapterNotLoadedErrorType,
} from '../errors/adapter.js'
export { ALERTS, type Alert, type AlertCode, getAlertForMessage } from '../errors/alerts.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export {
  InvalidCaip10AddressError,
  type InvalidCaip10AddressErrorType,
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidNetworkIdError,
  type InvalidNetworkIdErrorType,
  UnknownNamespaceError,
  type UnknownNamespaceErrorType,
} from '../errors/caip.js'
export {
  ConflictingSiwxOptionsError,
  type ConflictingSiwxOptionsErrorType,
  InvalidOptionsError,
  type InvalidOptionsErrorType,
  NamespaceNotConfiguredError,
  type NamespaceNotConfiguredErrorType,
} from '../errors/config.js'
export {
  DataSourceMethodMissingError,
  type DataSourceMethodMissingErrorType,
  FetchTransactionsError,
  type FetchTransactionsErrorType,
  IncompleteSwapError,
  type IncompleteSwapErrorType,
  InsufficientGasError,
  type InsufficientGasErrorType,
  InvalidDateError,
  type InvalidDateErrorType,
  InvalidSlippageError,
  type InvalidSlippageErrorType,
  NameRegistrationError,
  type NameRegistrationErrorType,
  NameResolutionError,
  type NameResolutionErrorType,
  NameSuggestionsError,
  type NameSuggestionsErrorType,
  NetworkNotSupportedError,
  type NetworkNotSupportedErrorType,
  NoSwapQuoteError,
  type NoSwapQuoteErrorType,
  OnrampAmountError,
  type OnrampAmountErrorType,
  OnrampUnavailableError,
  type OnrampUnavailableErrorType,
  ServiceUnavailableError,
  type ServiceUnavailableErrorType,
  TokenPriceUnavailableError,
  type TokenPriceUnavailableErrorType,
} from '../errors/features.js'
export {
  EmailCooldownError,
  type EmailCooldownErrorType,
  EmailLoginDependencyError,
  type EmailLoginDependencyErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  FrameUnknownError,
  type FrameUnknownErrorType,
  RequestAbortedError,
  type RequestAbortedErrorType,
  RpcNotAllowedError,
  type RpcNotAllowedErrorType,
} from '../errors/frame.js'
export {
  AdapterNotFoundError,
  type AdapterNotFoundErrorType,
  AuthConnectorNotFoundError,
  type AuthConnectorNotFoundErrorType,
  ChainAdapterNotFoundError,
  type ChainAdapterNotFoundErrorType,
  ChainRequiredError,
  type ChainRequiredErrorType,
  ConnectionClientNotSetError,
  type ConnectionClientNotSetErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  ConnectTimeoutError,
  type ConnectTimeoutErrorType,
  DisconnectFailedError,
  type DisconnectFailedErrorType,
  NetworkClientNotSetError,
  type NetworkClientNotSetErrorType,
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
  NetworkOrAddressUndefinedError,
  type NetworkOrAddressUndefinedErrorType,
  NetworkUndefinedError,
  type NetworkUndefinedErrorType,
} from '../errors/kit.js'
export {
  getErrorCode,
  isUserRejection,
  ProviderRpcError,
  type ProviderRpcErrorType,
} from '../errors/ProviderRpcError.js'
export {
  RequestBeforeConnectError,
  type RequestBeforeConnectErrorType,
  SessionNotInitializedError,
  type SessionNotInitializedErrorType,
  SignClientNotInitializedError,
  type SignClientNotInitializedErrorType,
} from '../errors/pairing.js'
export {
  FeeConflictError,
  type FeeConflictErrorType,
  InvalidAccountNameError,
  type InvalidAccountNameErrorType,
  InvalidAddressChecksumError,
  type InvalidAddressChecksumErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidBase58Error,
  type InvalidBase58ErrorType,
  InvalidDecimalError,
  type InvalidDecimalErrorType,
  InvalidExpirerTargetError,
  type InvalidExpirerTargetErrorType,
  InvalidHexError,
  type InvalidHexErrorType,
  InvalidRecapError,
  type InvalidRecapErrorType,
  InvalidSignedMessageError,
  type InvalidSignedMessageErrorType,
  InvalidTransactionHashError,
  type InvalidTransactionHashErrorType,
  PriorityFeeAboveMaxFeeError,
  type PriorityFeeAboveMaxFeeErrorType,
} from '../errors/rules.js'
export {
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  InvalidSendParametersError,
  type InvalidSendParametersErrorType,
  SendFailedError,
  type SendFailedErrorType,
  SolanaSendFailedError,
  type SolanaSendFailedErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
} from '../errors/send.js'
export {
  NoActiveAddressError,
  type NoActiveAddressErrorType,
  NoActiveNetworkError,
  type NoActiveNetworkErrorType,
  NoConnectionClientError,
  type NoConnectionClientErrorType,
  SignatureDeclinedError,
  type SignatureDeclinedErrorType,
  SignInInitError,
  type SignInInitErrorType,
  SiwxNotEnabledError,
  type SiwxNotEnabledErrorType,
  SiwxVerificationError,
  type SiwxVerificationErrorType,
  SmartAccountSignatureError,
  type SmartAccountSignatureErrorType,
} from '../errors/signIn.js'
export { WALLET_ERROR_CODES, type WalletErrorCode } from '../errors/walletCodes.js'
export {
  createEventStream,
  type EventListener,
  type EventStream,
} from '../events/createEventStream.js'
export type { KitEvent, TrackEvent } from '../events/types.js'
export {
  FETCH_TRANSACTIONS_FAILED_MESSAGE,
  TRANSACTION_STARTED_MESSAGE,
} from '../features/messages.js'
export type { OnrampState } from '../features/onramp/createOnrampStore.js'
export type { SwapArguments, SwapState } from '../features/swap/createSwapStore.js'
export { identitySync } from '../identity/identitySync.js'
export {
  type CreateKitParameters,
  type CreateKitReturnType,
  createKit,
} from '../kit/createKit.js'
export { destroyKit } from '../kit/destroyKit.js'
export type {
  ConnectMethod,
  KitEndpoints,
  KitFeatures,
  KitMetadata,
  KitOptions,
  KitTheme,
  ResolvedKitOptions,
  SiwxConfig,
  WalletFeature,
} from '../kit/kitOptions.js'
export type { Kit, KitPairing } from '../kit/types.js'
export { type CreateLoggerParameters, createLogger } from '../logger/createLogger.js'
export { bitcoin, bitcoinTestnet } from '../networks/bitcoin.js'
export { defineNetwork } from '../networks/defineNetwork.js'
export { arbitrum, mainnet, monadTestnet } from '../networks/evm.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export {
  buildWalletLinks,
  openWalletLink,
} from '../pairing/buildWalletLinks.js'
export {
  type CreatePairingClientParameters,
  createPairingClient,
} from '../pairing/createPairingClient.js'
export { DEFAULT_RELAY_URL, getRelayUrl } from '../pairing/getRelayUrl.js'
export { isPairingExpired } from '../pairing/isPairingExpired.js'
export { PAIRING_EVENTS, PAIRING_METHODS } from '../pairing/methods.js'
export {
  type WalletConnect,
  type WalletConnectParameters,
  walletConnect,
} from '../pairing/walletConnect.js'
export { type GetOpeningViewParameters, getOpeningView } from '../router/getOpeningView.js'
export type { RouterData, RouterEntry, View } from '../router/types.js'
export { type CreateLocalSiwxParameters, createLocalSiwx } from '../siwx/createLocalSiwx.js'
export type { SignInState, SignInStatus } from '../siwx/createSignInStore.js'
export { createSiwx } from '../siwx/createSiwx.js'
export {
  completePairingSignIn,
  createPairingSignInRequest,
  isPairingSignInAvailable,
  type PairingSignInRequest,
} from '../siwx/pairingSignIn.js'
export { type CreateKitStorageParameters, createKitStorage } from '../storage/createKitStorage.js'
export { createMemoryDriver } from '../storage/createMemoryDriver.js'
export { getBrowserDriver } from '../storage/getBrowserDriver.js'
export type { RecentWallet } from '../storage/recentWallets.js'
export type {
  AccountState,
  EmbeddedWalletUser,
  StoredAccountState,
} from '../stores/accountState.js'
export type { ChainState, Chains } from '../stores/createChainState.js'
export type {
  ConnectionState,
  ConnectionStatus,
  Connections,
} from '../stores/createConnectionState.js'
export type { PendingRequest } from '../stores/createPendingRequests.js'
export type { SendState } from '../stores/createSendState.js'
export type { ToastState, ToastVariant } from '../stores/createToastState.js'
export type { TransactionRecord, TransactionsState } from '../stores/createTransactionsState.js'
export type { WalletListItem, WalletListState } from '../stores/createWalletListState.js'
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
export type {
  FeeEstimate,
  Hex,
  ReceiptResult,
  ReplacementReason,
  SendCallsParameters,
  SiwxVerificationResult,
  WaitForReceiptParameters,
  WalletAsset,
  WalletAssets,
  WalletCallsParameters,
  WalletCapabilities,
} from '../types/capabilities.js'
export type { Connector, ConnectorType } from '../types/connector.js'
export type {
  ApproveTransactionRequest,
  DataSource,
  GasPrice,
  Identity,
  NameSuggestion,
  OnrampOptions,
  OnrampOptionsResult,
  OnrampQuote,
  OnrampQuoteResult,
  ResolvedName,
  SwapQuote,
  SwapToken,
  SwapTransactionRequest,
  TransactionsPage,
} from '../types/dataSource.js'
export type { Logger, LogLevel } from '../types/logger.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from '../types/network.js'
export type {
  OpenWalletParameters,
  PairingClient,
  PairingConnectParameters,
  PairingEvent,
  PairingMetadata,
  PairingNamespace,
  PairingPeer,
  PairingProvider,
  PairingProviderEvent,
  PairingRequestParameters,
  PairingSession,
  PairingWallet,
  WalletLink,
  WalletLinks,
} from '../types/pairing.js'
export type { KitPlugin } from '../types/plugin.js'
export type { Siwx, SiwxAccount, SiwxSession } from '../types/siwx.js'
export type { KitStorage, StorageDriver } from '../types/storage.js'
export type { TransactionTransfer } from '../types/transaction.js'
export { convertFiatToToken } from '../utils/convertFiatToToken.js'
export { convertTokenToFiat } from '../utils/convertTokenToFiat.js'
export { describeTransfer, type TransferDescription } from '../utils/describeTransfer.js'
export { formatAddressForDisplay } from '../utils/formatAddressForDisplay.js'
export { formatRelativeTime } from '../utils/formatRelativeTime.js'
export { getMinimumReceived } from '../utils/getMinimumReceived.js'
export { getOnrampFeeRange } from '../utils/getOnrampFeeRange.js'
export {
  getRelativeTime,
  type RelativeTime,
  type RelativeTimeUnit,
} from '../utils/getRelativeTime.js'
export { isAccountName, parseAccountName } from '../utils/isAccountName.js'
export { isSendAmount } from '../utils/isSendAmount.js'
export { isSwapNetwork } from '../utils/isSwapNetwork.js'
export {
  isChainNamespace,
  type ParsedCaipAddress,
  parseCaipAddress,
} from '../utils/parseCaipAddress.js'
export { isCaipNetworkId, parseCaipNetworkId } from '../utils/parseCaipNetworkId.js'
export { SDK_TYPE, SDK_VERSION } from '../version.js'
export { POPULAR_WALLETS } from '../walletList/popularWallets.js'
export {
  type WalletExplorer,
  type WalletExplorerParameters,
  walletExplorer,
} from '../walletList/walletExplorer.js'
