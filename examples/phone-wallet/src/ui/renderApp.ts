import { h } from '../../../headless/src/h.js'
import type { PhoneWallet } from '../wallet/createPhoneWallet.js'
import {
  type CardContext,
  renderProposals,
  renderRequests,
  renderSessions,
  renderSignIns,
} from './renderCards.js'
import { renderPairing } from './renderPairing.js'

function section(id: string, title: string, empty: string, cards: Node[]) {
  return h(
    'section',
    { 'aria-labelledby': id },
    h('h2', { id }, title),
    ...(cards.length ? cards : [h('p', { class: 'muted' }, empty)]),
  )
}

/**
 * Docs: /examples/phone-wallet. The wallet's screen: its address, the pairing form, then what
 * waits for the user (connection requests, requests), the connected sites and the activity,
 * redrawn from the wallet's state on each change.
 */
export function renderApp(root: HTMLElement, wallet: PhoneWallet): void {
  const alert = h('p', { role: 'alert', class: 'error' })
  let ids = 0
  const context: CardContext = {
    wallet,
    nextId: () => `item-${++ids}`,
    run(action) {
      alert.textContent = ''
      action().catch((error: unknown) => {
        alert.textContent = error instanceof Error ? error.message : String(error)
      })
    },
  }
  const pairing = renderPairing((uri) => wallet.pair(uri))
  const live = h('div', {})
  const activity = h('ul', { 'aria-live': 'polite' })
  const redraw = () => {
    const state = wallet.getState()
    live.replaceChildren(
      section('proposals-title', 'Connection requests', 'No site is asking to connect.', [
        ...renderProposals(context, state, pairing.oneChain),
        ...renderSignIns(context, state, pairing.oneChain),
      ]),
      section('requests-title', 'Requests', 'Nothing to approve.', renderRequests(context, state)),
      section(
        'sessions-title',
        'Connected sites',
        'No site is connected.',
        renderSessions(context, state),
      ),
    )
    activity.replaceChildren(...state.activity.map((line) => h('li', {}, line)))
  }
  root.replaceChildren(
    h('h1', {}, 'Walletport phone wallet'),
    h(
      'p',
      { class: 'lead' },
      'A WalletConnect wallet for the demo, on this machine only. Its key is an anvil dev key: public, worthless outside the local chains.',
    ),
    h('p', {}, 'Address: ', h('code', { 'data-testid': 'wallet-address' }, wallet.address)),
    h('p', {}, 'Solana: ', h('code', { 'data-testid': 'wallet-solana' }, wallet.solanaAddress)),
    h('p', {}, 'Bitcoin: ', h('code', { 'data-testid': 'wallet-bitcoin' }, wallet.bitcoinAddress)),
    pairing.element,
    alert,
    live,
    h(
      'section',
      { 'aria-labelledby': 'activity-title' },
      h('h2', { id: 'activity-title' }, 'Activity'),
      activity,
    ),
  )
  root.dataset.state = 'ready'
  wallet.subscribe(redraw)
  redraw()
}
