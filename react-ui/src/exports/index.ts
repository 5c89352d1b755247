// the public API of @walletport/react-ui; index.test.ts pins the list
export {
  AccountButton,
  type AccountButtonProps,
} from '../buttons/AccountButton.js'
export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectButtonState,
} from '../buttons/ConnectButton.js'
export {
  NetworkButton,
  type NetworkButtonProps,
} from '../buttons/NetworkButton.js'
export {
  ProviderNotFoundError,
  type ProviderNotFoundErrorType,
} from '../errors/ProviderNotFoundError.js'
export { type UseAccountReturnType, useAccount } from '../hooks/useAccount.js'
export { type UseBalanceReturnType, useBalance } from '../hooks/useBalance.js'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect.js'
export { useEvents } from '../hooks/useEvents.js'
export { useKit } from '../hooks/useKit.js'
export { type UseModalStateReturnType, useModalState } from '../hooks/useModalState.js'
export { type UseNetworkReturnType, useNetwork } from '../hooks/useNetwork.js'
export { type UseProviderReturnType, useProvider } from '../hooks/useProvider.js'
export { type UseWalletInfoReturnType, useWalletInfo } from '../hooks/useWalletInfo.js'
export { type UseWalletportReturnType, useWalletport } from '../hooks/useWalletport.js'
export { createMessages } from '../i18n/createMessages.js'
export { LOCALES, type Locale, resolveLocale } from '../i18n/locales.js'
export type {
  ButtonMessages,
  MessageKey,
  MessageParams,
  Messages,
  ModalMessages,
  Translate,
} from '../i18n/types.js'
export { Modal, type ModalProps } from '../modal/Modal.js'
export {
  WalletportProvider,
  type WalletportProviderProps,
} from '../provider/WalletportProvider.js'
