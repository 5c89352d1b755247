import {
  connect,
  fetchSendTokenBalances,
  fetchSwapTokens,
  getConnectors,
  type Kit,
  type MockAdapter,
  open,
  openSwap,
  pushView,
  type RouterData,
  registerAccountName,
  replaceView,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  signIn,
  signMessage,
  type View,
} from '@walletport/core'
import {
  connectEmail,
  connectSocial,
  updateEmail,
  verifyOtp,
  verifyUpdateEmailPrimaryOtp,
} from '@walletport/core/embedded/actions'
import {
  GALLERY_ACCOUNT_EMAIL,
  GALLERY_EMAIL,
  GALLERY_NEW_EMAIL,
  type GalleryView,
} from './galleryViews.js'

/**
 * What the page asks the screens test for, since it cannot do it itself: the newest code the
 * frame's dev inbox holds for an address, or that the given time pass (the clock stands still)
 */
export type GalleryQuestion = { code: string } | { waitMs: number }
export type AskGalleryTest = (question: GalleryQuestion) => Promise<string>

/** the send form's receiver: a fixed address (anvil's second dev account) */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// the send form as a visitor leaves it before the review: the service's USDC, 5, a receiver
async function fillSendForm(kit: Kit): Promise<void> {
  const tokens = await fetchSendTokenBalances(kit)
  const usdc = tokens.find((token) => token.symbol === 'USDC')
  if (!usdc) throw new Error('the data service listed no USDC balance')
  setSendToken(kit, { token: usdc })
  setSendAmount(kit, { amount: '5' })
  await setSendReceiver(kit, { receiver: RECEIVER })
}

// opens a view as its own action does; Swap with a quote for 1 USDC (the service answers
// every quote with the same amounts)
async function openView(kit: Kit, view: View): Promise<void> {
  if (view !== 'Swap') return open(kit, { view })
  // the tokens are read before Swap shows, as a site that prefetches them has it: the view
  // then always mounts with its amount field ready and focused, never with a loading form
  // whose focus depends on which came first
  await fetchSwapTokens(kit)
  openSwap(kit, { from: 'USDC', to: 'ETH', amount: '1' })
  await fetchSwapTokens(kit)
}

// what a pushed view is given, as the view before it gives it
function dataOf(kit: Kit, view: View): RouterData | undefined {
  if (view === 'SwapSelectToken') return { swapSide: 'toToken' }
  const connector = getConnectors(kit).find(({ id }) => id === 'mock')
  if (view === 'ConnectingExternal' && connector) return { connector }
  return undefined
}

// the email login as Connect's email form sends it: the frame's answer says which view follows
async function sendEmailLogin(kit: Kit, view: View): Promise<void> {
  const { action } = await connectEmail(kit, { email: GALLERY_EMAIL })
  const next = action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'
  if (action === 'CONNECT' || next !== view)
    throw new Error(`the frame answered ${action} to the email login, so ${view} is not reached`)
  pushView(kit, { view })
}

// the social login as Connect's button starts it: the popup opens first, then the view shows;
// nobody signs in there, so the login stays pending (it fails once the test closes the popup).
// Farcaster's view starts its login itself, and nobody scans its QR code.
function startSocialLogin(kit: Kit, provider: NonNullable<GalleryView['social']>): void {
  if (provider === 'farcaster') {
    pushView(kit, { view: 'ConnectingFarcaster' })
    return
  }
  void connectSocial(kit, { provider }).catch(() => undefined)
  pushView(kit, { view: 'ConnectingSocial' })
}

// the email login as a visitor completes it: the code from the email (a frame that still
// has this account's session answers CONNECT, and the kit connects at once)
async function signInByEmail(kit: Kit, ask: AskGalleryTest): Promise<void> {
  await open(kit, { view: 'Connect' })
  const { action } = await connectEmail(kit, { email: GALLERY_ACCOUNT_EMAIL })
  if (action === 'VERIFY_DEVICE') throw new Error('the frame asked to verify the device')
  if (action === 'CONNECT') return
  pushView(kit, { view: 'EmailVerifyOtp' })
  await verifyOtp(kit, { otp: await ask({ code: GALLERY_ACCOUNT_EMAIL }) })
}

// the email change as the Account's "Change email" and the views after it lead through it;
// the kit lets a new email go 30 s after the last, so that much time passes first
async function changeEmail(kit: Kit, view: View, ask: AskGalleryTest): Promise<void> {
  await open(kit, { view: 'Account' })
  pushView(kit, { view: 'UpdateEmailWallet' })
  if (view === 'UpdateEmailWallet') return
  await ask({ waitMs: 31_000 })
  const { action } = await updateEmail(kit, { email: GALLERY_NEW_EMAIL })
  const data = { email: GALLERY_NEW_EMAIL }
  if (action !== 'VERIFY_PRIMARY_OTP')
    throw new Error(`the frame answered ${action} to the email change, so ${view} is not reached`)
  pushView(kit, { view: 'UpdateEmailPrimaryOtp', data })
  if (view === 'UpdateEmailPrimaryOtp') return
  await verifyUpdateEmailPrimaryOtp(kit, { otp: await ask({ code: GALLERY_ACCOUNT_EMAIL }) })
  replaceView(kit, { view: 'UpdateEmailSecondaryOtp', data })
}

// the site asks the signed-in account for a signature, as a dapp's button does: the modal
// opens on the frame's approval screen, where nobody answers (the request is aborted when the
// next view replaces this kit)
async function askSignature(kit: Kit, message: string): Promise<void> {
  const shown = new Promise<void>((resolve) => {
    const stop = kit.$view.listen((view) => {
      if (view !== 'ApproveTransaction') return
      stop()
      resolve()
    })
  })
  void signMessage(kit, { message }).catch(() => undefined)
  await shown
}

/**
 * Brings the modal to the entry's view the way a visitor does: through core's actions, from
 * the view before it, and for the views that wait on the wallet by asking a wallet that never
 * answers (those requests are left pending on purpose). `ask` gets from the screens test what
 * the page cannot do itself (an emailed code, time passing).
 */
export async function showGalleryView(
  kit: Kit,
  adapter: MockAdapter,
  { view, wallet, via, sendForm, registeredName, embedded, social, signsMessage }: GalleryView,
  ask: AskGalleryTest,
): Promise<void> {
  await kit.ready
  if (wallet === 'emailAccount') {
    await signInByEmail(kit, ask)
    if (signsMessage) return askSignature(kit, signsMessage)
    return changeEmail(kit, view, ask)
  }
  if (wallet !== 'disconnected' && wallet !== 'connecting')
    await connect(kit, { connectorId: 'mock' })
  if (wallet === 'unsupported') adapter.changeNetwork('eip155:999999')
  if (sendForm) await fillSendForm(kit)
  if (registeredName) await registerAccountName(kit, { name: registeredName })
  if (wallet === 'signingIn') {
    await open(kit, { view: 'SIWXSignMessage' })
    // as the view's Sign button does; the wallet never signs, so ConnectingSiwe stays
    replaceView(kit, { view: 'ConnectingSiwe' })
    void signIn(kit).catch(() => undefined)
    return
  }
  if (!via) return openView(kit, view)
  await openView(kit, via)
  if (social) return startSocialLogin(kit, social)
  if (embedded) return sendEmailLogin(kit, view)
  pushView(kit, { view, data: dataOf(kit, view) })
}
