import type { ResolvedKitOptions } from '../kit/kitOptions.js'
import type { WalletListItem } from '../stores/createWalletListState.js'

/**
 * Docs: /core/walletList/POPULAR_WALLETS. The wallets the modal offers when no wallet explorer
 * is configured (DESIGN.md: no vendor lock), most used first: each under its explorer id, with
 * its EIP-6963 reverse-DNS id (to match the installed extension) and the public links that open
 * its mobile app with a pairing URI. Rabby publishes no such link: it is offered for its
 * extension. No images: the modal draws a monogram, and nothing is fetched from elsewhere.
 */
export const POPULAR_WALLETS: readonly WalletListItem[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    mobileLink: 'metamask://',
    universalLink: 'https://metamask.app.link',
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    mobileLink: 'cbwallet://',
    universalLink: 'https://go.cb-w.com',
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    mobileLink: 'trust://',
    universalLink: 'https://link.trustwallet.com',
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    rdns: 'app.phantom',
    mobileLink: 'phantom://',
    universalLink: 'https://phantom.app/ul',
  },
  {
    id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    mobileLink: 'rainbow://',
    universalLink: 'https://rnbwapp.com',
  },
  {
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    mobileLink: 'zerion://',
    universalLink: 'https://wallet.zerion.io',
  },
  {
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    mobileLink: 'okex://main',
  },
]

/**
 * The bundled wallets the kit's options allow: only `includeWalletIds` when given, never
 * `excludeWalletIds`.
 */
export function getPopularWallets(
  options: Pick<ResolvedKitOptions, 'includeWalletIds' | 'excludeWalletIds'>,
): WalletListItem[] {
  const include = options.includeWalletIds?.length ? new Set(options.includeWalletIds) : undefined
  const exclude = new Set(options.excludeWalletIds)
  return POPULAR_WALLETS.filter((w) => (!include || include.has(w.id)) && !exclude.has(w.id))
}
