// the public API of @walletport/react-ui/ssr: the provider for a page the server renders with
// the visitor's connection, apart from the main entry so that other pages carry none of it
export {
  WalletportProvider,
  type WalletportProviderProps,
} from '../ssr/WalletportProvider.js'
