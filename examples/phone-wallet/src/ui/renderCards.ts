import { h } from '../../../headless/src/h.js'
import { chainName, type PhoneWallet, type PhoneWalletState } from '../wallet/createPhoneWallet.js'
import { describeRequest } from './describeRequest.js'

/** What the cards need: the wallet, a runner for its actions, and unique element ids. */
export type CardContext = {
  wallet: PhoneWallet
  /** runs a wallet action from a button, reporting a failure on the page */
  run(action: () => Promise<void>): void
  /** a fresh element id (each card's heading labels it) */
  nextId(): string
}

/** A long text in a box that scrolls: focusable, so the keyboard can scroll it too. */
function scrollable(text: string) {
  return h('pre', { tabindex: 0 }, text)
}

function card(
  { nextId }: CardContext,
  title: string,
  ...children: (Node | string | false | undefined)[]
) {
  const id = nextId()
  return h('article', { class: 'card', 'aria-labelledby': id }, h('h3', { id }, title), ...children)
}

/** One card per pending session proposal: what the site asks for, Approve and Reject. */
export function renderProposals(
  context: CardContext,
  state: PhoneWalletState,
  oneChain: () => boolean,
): Node[] {
  const { wallet, run } = context
  return state.proposals.map((proposal) =>
    card(
      context,
      `${proposal.dapp.name} wants to connect`,
      h('p', {}, proposal.dapp.url),
      h(
        'p',
        {},
        proposal.supportedChains.length
          ? `Networks: ${proposal.supportedChains.map((c) => chainName(wallet.chains, c)).join(', ')}`
          : 'None of the EVM networks it asks for are known to this wallet.',
      ),
      proposal.otherChains.length > 0 &&
        h('p', {}, `Also shared: ${proposal.otherChains.map(otherChainName).join(', ')}`),
      proposal.otherNamespaces.length > 0 &&
        h('p', {}, `Not shared (no account here): ${proposal.otherNamespaces.join(', ')}`),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          {
            type: 'button',
            class: 'approve',
            disabled: proposal.cannotApprove,
            onclick: () => run(() => wallet.approveProposal(proposal.id, { oneChain: oneChain() })),
          },
          'Approve',
        ),
        h(
          'button',
          { type: 'button', onclick: () => run(() => wallet.rejectProposal(proposal.id)) },
          'Reject',
        ),
      ),
    ),
  )
}

/** A Solana or Bitcoin chain id as a person reads it. */
export function otherChainName(chain: string): string {
  return chain.startsWith('solana:') ? `Solana (${chain.slice(7, 15)}…)` : 'Bitcoin regtest'
}

/** One card per pending request, with what it would sign or send. */
export function renderRequests(context: CardContext, state: PhoneWalletState): Node[] {
  const { wallet, run } = context
  return state.requests.map((request) => {
    const { title, lines } = describeRequest(request, wallet.chains)
    return card(
      context,
      title,
      h('p', { class: 'muted' }, `From ${request.dapp}`),
      ...lines.map((line) => scrollable(line)),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          {
            type: 'button',
            class: 'approve',
            onclick: () => run(() => wallet.approveRequest(request.id)),
          },
          'Approve',
        ),
        h(
          'button',
          { type: 'button', onclick: () => run(() => wallet.rejectRequest(request.id)) },
          'Reject',
        ),
      ),
    )
  })
}

/** One card per connected site: its network (changing it tells the site) and Disconnect. */
export function renderSessions(context: CardContext, state: PhoneWalletState): Node[] {
  const { wallet, run } = context
  return state.sessions.map((session) => {
    const selectId = context.nextId()
    const select = h(
      'select',
      { id: selectId },
      ...wallet.chains.map((entry) =>
        h(
          'option',
          { value: entry.caipId, selected: entry.caipId === session.activeChain },
          entry.chain.name,
        ),
      ),
    )
    select.addEventListener('change', () =>
      run(() => wallet.switchChain(session.topic, select.value)),
    )
    return card(
      context,
      session.dapp.name,
      h('p', {}, session.dapp.url),
      h(
        'p',
        { 'data-testid': 'session-chain' },
        `On ${chainName(wallet.chains, session.activeChain)}`,
      ),
      h('p', { 'data-testid': 'session-namespaces' }, `Shares: ${session.namespaces.join(', ')}`),
      h('label', { for: selectId }, 'Network'),
      select,
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          { type: 'button', onclick: () => run(() => wallet.disconnect(session.topic)) },
          'Disconnect',
        ),
      ),
    )
  })
}

/** One card per one-click sign-in: the message to sign, Approve (connect and sign) and Reject. */
export function renderSignIns(
  context: CardContext,
  state: PhoneWalletState,
  oneChain: () => boolean,
): Node[] {
  const { wallet, run } = context
  return state.signIns.map((signIn) =>
    card(
      context,
      `${signIn.dapp.name} wants to connect and sign in`,
      h('p', {}, signIn.dapp.url),
      signIn.chains.length > 0 &&
        h('p', {}, `Networks: ${signIn.chains.map((c) => chainName(wallet.chains, c)).join(', ')}`),
      signIn.message
        ? scrollable(signIn.message)
        : h('p', {}, 'None of the networks it asks for are known to this wallet.'),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          {
            type: 'button',
            class: 'approve',
            disabled: !signIn.message,
            onclick: () => run(() => wallet.approveSignIn(signIn.id, { oneChain: oneChain() })),
          },
          'Approve',
        ),
        h(
          'button',
          { type: 'button', onclick: () => run(() => wallet.rejectSignIn(signIn.id)) },
          'Reject',
        ),
      ),
    ),
  )
}
