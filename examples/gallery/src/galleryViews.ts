import type { SocialProvider, View } from '@walletport/core'

/**
 * How the gallery reaches a view: with the mock wallet disconnected, connected, connected and
 * then moved by the wallet to a network the app does not configure, or asked to connect (or
 * to sign in) and never answering, so the view stays on its waiting state; or, with no mock,
 * signed in to the embedded wallet by email ('emailAccount': an embedded entry, see
 * GALLERY_ACCOUNT_EMAIL).
 */
export type GalleryWallet =
  | 'disconnected'
  | 'connected'
  | 'unsupported'
  | 'connecting'
  | 'signIn'
  | 'signingIn'
  | 'emailAccount'

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
   * the visitor chose this social login on Connect (an embedded view): its popup opens to the
   * frame's local provider and stays on its sign-in page (the screens test closes it after the
   * shot); Farcaster shows its QR code instead, from the frame's Farcaster Auth relay
   */
  social?: SocialProvider
  /**
   * a region drawn differently each run (the pairing QR code: a fresh key each time): the
   * screens test paints it one colour in both images before comparing
   */
  mask?: string
  /**
   * the frame asks to approve the device (VERIFY_DEVICE) instead of sending a code: the screens
   * test gives a frame of its own that does (the reference frame never does)
   */
  deviceCheck?: true
  /**
   * the site asks the signed-in embedded account to sign this message: the frame's approval
   * screen is shot inside the modal, its account and the asking origin masked (they change
   * from run to run)
   */
  signsMessage?: string
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
 * The embedded account the 'emailAccount' views sign in to, by the code the frame's dev inbox
 * holds: the page cannot read the inbox, so it asks the screens test, which reads it and hands
 * it over (`data-gallery-asks` and `window.answerGallery`, see main.tsx)
 */
export const GALLERY_ACCOUNT_EMAIL = 'grace@example.test'
/** the address the email change views move the account to */
export const GALLERY_NEW_EMAIL = 'grace.hopper@example.test'

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
  {
    view: 'EmailVerifyDevice',
    via: 'Connect',
    wallet: 'disconnected',
    embedded: true,
    deviceCheck: true,
    shows: {
      en: ['Open the email we sent to ada@example.test and approve this device to continue.'],
      de: ['Öffne die E-Mail an ada@example.test und gib dieses Gerät frei, um fortzufahren.'],
    },
  },
  {
    view: 'ConnectingSocial',
    via: 'Connect',
    wallet: 'disconnected',
    embedded: true,
    social: 'google',
    shows: { en: ['Continue in the Google window'], de: ['Weiter im Fenster von Google'] },
  },
  {
    view: 'ConnectingFarcaster',
    via: 'Connect',
    wallet: 'disconnected',
    embedded: true,
    social: 'farcaster',
    // the QR code holds the relay's channel token, a fresh one each time
    mask: '.wp-qr',
    shows: { en: ['Open Farcaster'], de: ['Farcaster öffnen'] },
  },
  {
    view: 'UpdateEmailWallet',
    via: 'Account',
    wallet: 'emailAccount',
    embedded: true,
    // the account's email, once the frame has given the user
    shows: {
      en: ['Your email is grace@example.test'],
      de: ['Deine E-Mail ist grace@example.test'],
    },
  },
  {
    view: 'UpdateEmailPrimaryOtp',
    via: 'Account',
    wallet: 'emailAccount',
    embedded: true,
    shows: {
      en: ['Enter the 6-digit code we sent to your current email grace@example.test'],
      de: [
        'Gib den 6-stelligen Code ein, den wir an deine aktuelle E-Mail grace@example.test gesendet haben',
      ],
    },
  },
  {
    view: 'UpdateEmailSecondaryOtp',
    via: 'Account',
    wallet: 'emailAccount',
    embedded: true,
    shows: {
      en: ['Enter the 6-digit code we sent to grace.hopper@example.test'],
      de: ['Gib den 6-stelligen Code ein, den wir an grace.hopper@example.test gesendet haben'],
    },
  },
  {
    view: 'ApproveTransaction',
    wallet: 'emailAccount',
    embedded: true,
    signsMessage: 'Welcome to the gallery',
  },
]
