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
  type View,
} from '@walletport/core'
import { connectEmail } from '@walletport/core/embedded/actions'
import { GALLERY_EMAIL, type GalleryView } from './galleryViews.js'

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

/**
 * Brings the modal to the entry's view the way a visitor does: through core's actions, from
 * the view before it, and for the views that wait on the wallet by asking a wallet that never
 * answers (those requests are left pending on purpose).
 */
export async function showGalleryView(
  kit: Kit,
  adapter: MockAdapter,
  { view, wallet, via, sendForm, registeredName, embedded }: GalleryView,
): Promise<void> {
  await kit.ready
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
  if (embedded) return sendEmailLogin(kit, view)
  pushView(kit, { view, data: dataOf(kit, view) })
}
