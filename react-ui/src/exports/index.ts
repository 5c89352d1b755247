// the public API of @walletport/react-ui; index.test.ts pins the list
export * from '../buttons/AccountButton.js'
export * from '../buttons/ConnectButton.js'
export * from '../buttons/NetworkButton.js'
export * from '../errors/ProviderNotFoundError.js'
export type {
  AddressOf,
  Eip1193Provider,
  NamespaceAddresses,
  NamespaceProviders,
  ProviderOf,
  StandardWallet,
} from '../hooks/namespaceTypes.js'
export * from '../hooks/useAccount.js'
export * from '../hooks/useAlert.js'
export * from '../hooks/useBalance.js'
export * from '../hooks/useDisconnect.js'
export * from '../hooks/useEvents.js'
export * from '../hooks/useKit.js'
export * from '../hooks/useModalState.js'
export * from '../hooks/useNetwork.js'
export * from '../hooks/useProvider.js'
export * from '../hooks/useSendTransaction.js'
export * from '../hooks/useSignMessage.js'
export * from '../hooks/useSwitchNetwork.js'
export * from '../hooks/useTheme.js'
export * from '../hooks/useTokenBalances.js'
export * from '../hooks/useWaitForReceipt.js'
export * from '../hooks/useWalletInfo.js'
export * from '../hooks/useWalletport.js'
export * from '../hooks/useWriteContract.js'
export * from '../i18n/createMessages.js'
export * from '../i18n/locales.js'
export type {
  ButtonMessages,
  MessageKey,
  MessageOverrides,
  MessageParams,
  Messages,
  ModalMessages,
  Translate,
} from '../i18n/types.js'
export * from '../modal/Modal.js'
export * from '../provider/WalletportProvider.js'
export * from '../styles/themePresets.js'
