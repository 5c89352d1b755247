import type { View } from '@walletport/core'

/**
 * How the gallery reaches a view: with the mock wallet disconnected, connected, connected and
 * then moved by the wallet to a network the app does not configure, or asked to connect (or
 * to sign in) and never answering, so the view stays on its waiting state.
 */
export type GalleryWallet =
  | 'disconnected'
  | 'connected'
  | 'unsupported'
  | 'connecting'
  | 'signIn'
  | 'signingIn'

/** Texts a view shows once its data has come, in each language the screens test shoots. */
export type GalleryTexts = Readonly<Record<'en' | 'de', readonly string[]>>

export type GalleryView = {
  view: View
  wallet: GalleryWallet
  /** the view the visitor comes from: opened first, so the header offers the way back */
  via?: View
  /**
   * the view reads the data service (tokens, quotes, providers, names, the wallet explorer):
   * the screens test serves one with fixed answers and gives its URL in the query
   */
  data?: true
  /** the send form is filled first (a token, an amount, a receiver) and its fee estimated */
  sendForm?: true
  /**
   * the wallet also offers pairing (a WalletConnect connector), so that the explorer's
   * wallets that are not installed are listed
   */
  pairing?: true
  /**
   * the view is the embedded wallet's: the kit gets the `embeddedWallet` option and the
   * reference frame the screens test starts (its URL in the query), and the visitor's email
   * login is sent first
   */
  embedded?: true
  /**
   * the kit pairs through WalletConnect, on the local relay the screens test starts (its URL
   * in the query): through the EVM adapter's WalletConnect connector ('withAdapters'), or with
   * no adapter at all, the basic mode ('basic')
   */
  walletConnect?: 'withAdapters' | 'basic'
  /**
   * a region drawn differently each run (the pairing QR code: a fresh key each time): the
   * screens test paints it one colour in both images before comparing
   */
  mask?: string
  /** a name is registered first, so that the account has it */
  registeredName?: string
  /** typed by the screens test into the view's (first) text field before it shoots */
  input?: string
  /** the screens test waits for these before it shoots (after typing the input) */
  shows?: GalleryTexts
}

/** the visitor's address in the embedded wallet's email login: fixed, as the view shows it */
export const GALLERY_EMAIL = 'ada@example.test'

/**
 * Every view the gallery shows, in the order the screens test shoots them. The modal's other
 * views need parts the gallery has not got (see examples/README.md, "Screens under test").
 */
export const GALLERY_VIEWS: readonly GalleryView[] = [
  { view: 'Connect', wallet: 'disconnected' },
  { view: 'WhatIsAWallet', wallet: 'disconnected' },
  { view: 'GetWallet', wallet: 'disconnected' },
  { view: 'Account', wallet: 'connected' },
  { view: 'Networks', wallet: 'connected' },
  { view: 'WalletReceive', wallet: 'connected' },
  { view: 'WalletSend', wallet: 'connected' },
  { view: 'UnsupportedChain', wallet: 'unsupported' },
  { view: 'ConnectingExternal', via: 'Connect', wallet: 'connecting' },
  { view: 'SIWXSignMessage', wallet: 'signIn' },
  { view: 'ConnectingSiwe', wallet: 'signingIn' },
  {
    view: 'WalletSendSelectToken',
    via: 'WalletSend',
    wallet: 'connected',
    data: true,
    shows: { en: ['USD Coin'], de: ['USD Coin'] },
  },
  {
    view: 'WalletSendPreview',
    via: 'WalletSend',
    wallet: 'connected',
    data: true,
    sendForm: true,
    // the fee, once estimated
    shows: { en: ['$0.13'], de: ['0,13 $'] },
  },
  {
    view: 'AllWallets',
    via: 'Connect',
    wallet: 'disconnected',
    data: true,
    pairing: true,
    // the explorer's last wallet on mainnet
    shows: { en: ['Epsilon'], de: ['Epsilon'] },
  },
  {
    view: 'Swap',
    wallet: 'connected',
    data: true,
    // the quote's rate and its network fee
    shows: { en: ['1 USDC = 0.00033 ETH', '$12.60'], de: ['1 USDC = 0,00033 ETH', '12,60 $'] },
  },
  {
    view: 'SwapSelectToken',
    via: 'Swap',
    wallet: 'connected',
    data: true,
    shows: { en: ['Dai Stablecoin'], de: ['Dai Stablecoin'] },
  },
  {
    view: 'OnRampProviders',
    wallet: 'connected',
    data: true,
    // the service quotes 0.0325 ETH for every amount
    input: '100',
    shows: { en: ['0.0325 ETH'], de: ['0,0325 ETH'] },
  },
  {
    view: 'RegisterAccountName',
    wallet: 'connected',
    data: true,
    // the service suggests the free alice1.reown.id for alice
    input: 'alice',
    shows: { en: ['alice1.reown.id'], de: ['alice1.reown.id'] },
  },
  {
    view: 'RegisterAccountNameSuccess',
    wallet: 'connected',
    data: true,
    registeredName: 'alice1',
  },
  {
    view: 'ConnectingWalletConnect',
    via: 'Connect',
    wallet: 'disconnected',
    walletConnect: 'withAdapters',
    mask: '.wp-qr',
  },
  {
    view: 'ConnectingWalletConnectBasic',
    wallet: 'disconnected',
    walletConnect: 'basic',
    mask: '.wp-qr',
  },
  {
    view: 'EmailVerifyOtp',
    via: 'Connect',
    wallet: 'disconnected',
    embedded: true,
    // the fixed address, and the resend cooldown as it opens (the clock stands still)
    shows: {
      en: ['Enter the 6-digit code we sent to ada@example.test', 'Resend code in 30 s'],
      de: [
        'Gib den 6-stelligen Code ein, den wir an ada@example.test gesendet haben',
        'Code erneut senden in 30 s',
      ],
    },
  },
]
