// the public API of @walletport/core; index.test.ts pins the list. Only `export *` lines (and
// type exports) here: see indexNamed.ts for why

export * from '../actions/cancelSignIn.js'
export * from '../actions/close.js'
export * from '../actions/connect.js'
export * from '../actions/connectWalletConnect.js'
export * from '../actions/disconnect.js'
export * from '../actions/dismissAlert.js'
export * from '../actions/estimateFees.js'
export * from '../actions/estimateGas.js'
export * from '../actions/fetchBalance.js'
export * from '../actions/fetchHistory.js'
export * from '../actions/fetchNameSuggestions.js'
export * from '../actions/fetchWallets.js'
export * from '../actions/finishConnect.js'
export * from '../actions/getAccount.js'
export * from '../actions/getActiveNetwork.js'
export * from '../actions/getAlert.js'
export * from '../actions/getConnectors.js'
export * from '../actions/getModalState.js'
export * from '../actions/getPairingClient.js'
export * from '../actions/getReceiveInfo.js'
export * from '../actions/getTheme.js'
export * from '../actions/getWalletAssets.js'
export * from '../actions/getWalletCapabilities.js'
export * from '../actions/goBack.js'
export * from '../actions/hideToast.js'
export * from '../actions/open.js'
export * from '../actions/pushView.js'
export * from '../actions/reconnect.js'
export * from '../actions/registerAccountName.js'
export * from '../actions/registerPendingRequest.js'
export * from '../actions/replaceView.js'
export * from '../actions/resetView.js'
export * from '../actions/searchWallets.js'
export * from '../actions/selectWallet.js'
export * from '../actions/sendCalls.js'
export * from '../actions/sendTransaction.js'
export * from '../actions/setTheme.js'
export * from '../actions/shakeModal.js'
export * from '../actions/showAlert.js'
export * from '../actions/showToast.js'
export * from '../actions/signIn.js'
export * from '../actions/signMessage.js'
export * from '../actions/signOut.js'
export * from '../actions/switchNetwork.js'
export * from '../actions/syncIdentity.js'
export * from '../actions/waitForReceipt.js'
export * from '../actions/watchAccount.js'
export * from '../actions/watchActiveNetwork.js'
export * from '../actions/watchAlert.js'
export * from '../actions/watchConnectors.js'
export * from '../actions/watchEvents.js'
export * from '../actions/watchModalState.js'
export * from '../actions/whenSignInSettled.js'
export * from '../actions/writeContract.js'
export * from '../adapter/createConnectionSlot.js'
export * from '../adapter/createRpcFetch.js'
export * from '../adapter/lazyAdapter.js'
export * from '../adapter/loadOnce.js'
export * from '../adapter/matchBatchById.js'
export * from '../adapter/mockAdapter.js'
export * from '../adapter/whenIdle.js'
export * from '../constants.js'
export * from '../data/defaultEndpoints.js'
export * from '../data/hostedAnalytics.js'
export * from '../data/hostedData.js'
export * from '../errors/adapter.js'
export * from '../errors/alerts.js'
export * from '../errors/base.js'
export * from '../errors/caip.js'
export * from '../errors/config.js'
export * from '../errors/defineError.js'
export * from '../errors/features.js'
export * from '../errors/frame.js'
export * from '../errors/getErrorCode.js'
export * from '../errors/kit.js'
export * from '../errors/namespaceConfig.js'
export * from '../errors/ProviderRpcError.js'
export * from '../errors/pairing.js'
export * from '../errors/pairingFailure.js'
export * from '../errors/rules.js'
export * from '../errors/send.js'
export * from '../errors/signIn.js'
export * from '../errors/siwxMessage.js'
export * from '../errors/ssr.js'
export * from '../errors/theme.js'
export * from '../errors/units.js'
export * from '../errors/walletCodes.js'
export * from '../events/createEventStream.js'
export type { KitEvent, TrackEvent } from '../events/types.js'
export * from '../features/messages.js'
export type { NftsState } from '../features/nfts/createNftStore.js'
export * from '../features/nfts/fetchNfts.js'
export * from '../features/nfts/nftsState.js'
export type { OnrampState } from '../features/onramp/createOnrampStore.js'
export * from '../features/onramp/fetchOnrampOptions.js'
export * from '../features/onramp/fetchOnrampQuote.js'
export * from '../features/onramp/onrampState.js'
export * from '../features/onramp/openOnramp.js'
export * from '../features/onramp/openOnrampWindow.js'
export * from '../features/onramp/setOnrampParameters.js'
export * from '../features/send/estimateSendFee.js'
export * from '../features/send/fetchSendTokenBalances.js'
export * from '../features/send/getMaxSendAmount.js'
export * from '../features/send/getSendValidation.js'
export * from '../features/send/resetSendForm.js'
export * from '../features/send/setSendAmount.js'
export * from '../features/send/setSendReceiver.js'
export * from '../features/send/setSendToken.js'
export * from '../features/send/submitSendForm.js'
export type { SwapArguments, SwapState } from '../features/swap/createSwapStore.js'
export * from '../features/swap/estimateSwapFee.js'
export * from '../features/swap/fetchSwapPrices.js'
export * from '../features/swap/fetchSwapQuote.js'
export * from '../features/swap/fetchSwapTokens.js'
export * from '../features/swap/getSwapDetails.js'
export * from '../features/swap/isNativeSwapToken.js'
export * from '../features/swap/openSwap.js'
export * from '../features/swap/pickDefaultSwapTokens.js'
export * from '../features/swap/setSwapParameters.js'
export * from '../features/swap/swapState.js'
export * from '../features/swap/swapTokens.js'
export * from '../features/swap/switchSwapTokens.js'
export * from '../identity/identitySync.js'
export * from '../kit/createKit.js'
export * from '../kit/destroyKit.js'
export type {
  ConnectMethod,
  CustomWallet,
  EndpointName,
  KitEndpoints,
  KitEndpointsOption,
  KitFeatures,
  KitMetadata,
  KitOptions,
  KitTheme,
  ResolvedKitOptions,
  SiwxConfig,
  WalletFeature,
} from '../kit/kitOptions.js'
export type { Kit, KitPairing } from '../kit/types.js'
export * from '../logger/createLogger.js'
export * from '../networks/bitcoin.js'
export * from '../networks/defineNetwork.js'
// the EVM catalogue: one constant per network, so a page bundles only those it imports
export * from '../networks/evm.js'
export * from '../networks/fromViemChain.js'
export * from '../networks/loadNetworkLogo.js'
export * from '../networks/solana.js'
export * from '../pairing/getRelayUrl.js'
export * from '../pairing/isPairingExpired.js'
export * from '../pairing/methods.js'
export * from '../pairing/parsePairingUri.js'
// types only: the function is in @walletport/core/walletconnect
export type { WalletConnect, WalletConnectParameters } from '../pairing/walletConnect.js'
export * from '../router/getOpeningView.js'
export type { RouterData, RouterEntry, View } from '../router/types.js'
export * from '../siwx/createLocalSiwx.js'
export type { SignInState, SignInStatus } from '../siwx/createSignInStore.js'
export * from '../siwx/createSiwx.js'
export * from '../siwx/matchesSiwxMessage.js'
export * from '../siwx/pairingSignIn.js'
export * from '../siwx/recap/createRecapResource.js'
export * from '../siwx/signInState.js'
export * from '../siwx/writeCaip122Message.js'
export * from '../ssr/cookieToInitialState.js'
export * from '../ssr/parseInitialState.js'
export * from '../ssr/watchInitialState.js'
export * from '../storage/cookieStorage.js'
export * from '../storage/createKitStorage.js'
export * from '../storage/createMemoryDriver.js'
export * from '../storage/getBrowserDriver.js'
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
export type { ThemeState } from '../stores/createThemeState.js'
export type { ToastState, ToastVariant } from '../stores/createToastState.js'
export type { TransactionRecord, TransactionsState } from '../stores/createTransactionsState.js'
export type { WalletListItem, WalletListState } from '../stores/createWalletListState.js'
export type { WatchParameters } from '../stores/watchParameters.js'
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
  SiwxExpected,
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
export type { LogEntry, Logger, LogLevel } from '../types/logger.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from '../types/network.js'
export type { Nft } from '../types/nft.js'
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
export * from '../utils/assertFeeParameters.js'
export * from '../utils/convertFiatToToken.js'
export * from '../utils/convertTokenToFiat.js'
export * from '../utils/decodeBase58.js'
export * from '../utils/describeTransfer.js'
export * from '../utils/encodeBase58.js'
export * from '../utils/formatAddressForDisplay.js'
export * from '../utils/formatRelativeTime.js'
export * from '../utils/getMinimumReceived.js'
export * from '../utils/getOnrampFeeRange.js'
export * from '../utils/getRelativeTime.js'
export * from '../utils/isAccountName.js'
export * from '../utils/isEip155Address.js'
export * from '../utils/isInsufficientGas.js'
export * from '../utils/isSendAmount.js'
export * from '../utils/isSwapNetwork.js'
export * from '../utils/isTokenDecimals.js'
export * from '../utils/parseCaipAddress.js'
export * from '../utils/parseCaipNetworkId.js'
export * from '../utils/parseEip155SendAddress.js'
export type { Recap } from '../utils/parseRecap.js'
export * from '../utils/toTokenBalance.js'
export * from '../utils/trimTrailingZeros.js'
export * from '../utils/units.js'
export * from '../version.js'
export * from '../walletList/canPair.js'
export * from '../walletList/createWalletSet.js'
export * from '../walletList/findRegistryWallet.js'
export * from '../walletList/getAllWallets.js'
export * from '../walletList/getConnectEntries.js'
export * from '../walletList/getConnectWallets.js'
export * from '../walletList/getCustomWallets.js'
export * from '../walletList/getKitCustomWallets.js'
export * from '../walletList/getSearchResults.js'
export * from '../walletList/loadWalletLogos.js'
export * from '../walletList/walletRegistry.js'
export * from './indexNamed.js'
