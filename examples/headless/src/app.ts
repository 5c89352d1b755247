import {
  BaseError,
  type Connector,
  connect,
  disconnect,
  fetchBalance,
  isUserRejection,
  type Kit,
  type Network,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@walletport/core'
import { h } from './h.js'

export type MountHeadlessParameters = {
  kit: Kit
  root: HTMLElement
  /** prefilled in the send form */
  defaultRecipient?: string | undefined
}

function describeError(error: unknown): string {
  if (isUserRejection(error)) return 'You declined the request in your wallet.'
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : 'Something went wrong'
}

/**
 * aria-disabled rather than disabled: a disabled button drops the keyboard focus to the
 * page body, while this one keeps it (clicks on it are ignored by `run` while busy)
 */
function setDisabled(button: HTMLButtonElement, disabled: boolean) {
  button.setAttribute('aria-disabled', String(disabled))
}

/** the balance cut (never rounded up) to 3 decimals */
function formatAmount(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const cut = fraction.slice(0, 3).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}

/** a decimal amount of a currency with `decimals` decimals, in its smallest unit */
function parseAmount(value: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (!match[1] && !match[2])) return undefined
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return undefined
  return BigInt((match[1] || '0') + fraction.padEnd(decimals, '0'))
}

/**
 * Docs: /examples/headless. A wallet UI written on core alone: it reads the kit's stores
 * (`$connectors`, `$status`, `$account`, `$activeNetwork`, `$chains`, `$connections`) and
 * calls its actions (connect, switchNetwork, fetchBalance, signMessage, sendTransaction,
 * disconnect). The page is built once and updated in place, so keyboard focus survives.
 */
export function mountHeadless({
  kit,
  root,
  defaultRecipient,
}: MountHeadlessParameters): () => void {
  const busy = new Set<string>()
  const networks = kit.options.networks

  // ---- the page, built once ----------------------------------------------------------------
  const status = h('p', { id: 'status', role: 'status', 'data-testid': 'status' })
  const error = h('p', { id: 'error', role: 'alert', 'data-testid': 'error' })

  const walletsTitle = h('h2', { id: 'wallets-title', tabindex: -1 }, 'Connect a wallet')
  const walletList = h('ul', { class: 'wallet-list', 'aria-labelledby': 'wallets-title' })
  const noWallets = h(
    'p',
    { class: 'hint' },
    'No browser wallet announced itself. Install one, or start the demo (npm run demo), which injects a demo wallet.',
  )
  const wallets = h(
    'section',
    { id: 'wallets', 'aria-labelledby': 'wallets-title' },
    walletsTitle,
    walletList,
    noWallets,
  )

  const accountTitle = h('h2', { id: 'account-title', tabindex: -1 }, 'Account')
  const walletName = h('dd', { 'data-testid': 'wallet-name' })
  const address = h('dd', { 'data-testid': 'address' })
  const networkName = h('dd', { 'data-testid': 'network' })
  const balance = h('dd', { 'data-testid': 'balance' })
  const refresh = h(
    'button',
    { type: 'button', onclick: () => void run('balance', refreshBalance) },
    'Refresh balance',
  )
  const disconnectButton = h(
    'button',
    { type: 'button', class: 'secondary', onclick: () => void run('disconnect', onDisconnect) },
    'Disconnect',
  )
  const account = h(
    'section',
    { id: 'account', 'aria-labelledby': 'account-title' },
    accountTitle,
    h(
      'dl',
      {},
      h('dt', {}, 'Wallet'),
      walletName,
      h('dt', {}, 'Address'),
      address,
      h('dt', {}, 'Network'),
      networkName,
      h('dt', {}, 'Balance'),
      balance,
    ),
    h('div', { class: 'actions' }, refresh, disconnectButton),
  )

  const unsupported = h('p', { class: 'warning', 'data-testid': 'unsupported' })
  const networkButtons = new Map<string, HTMLButtonElement>()
  const networkList = h('ul', { class: 'network-list', 'aria-labelledby': 'network-title' })
  for (const network of networks) {
    const button = h(
      'button',
      {
        type: 'button',
        'data-network-id': network.caipNetworkId,
        onclick: () => void run('switch', () => onSwitch(network)),
      },
      network.name,
    )
    networkButtons.set(network.caipNetworkId, button)
    networkList.append(h('li', {}, button))
  }
  const networkSection = h(
    'section',
    { id: 'network', 'aria-labelledby': 'network-title' },
    h('h2', { id: 'network-title' }, 'Network'),
    unsupported,
    networkList,
  )

  const message = h('textarea', { id: 'message', name: 'message', rows: 2 })
  message.value = 'Hello from the Walletport headless example'
  const signButton = h('button', { type: 'submit' }, 'Sign message')
  const signature = h('output', { id: 'signature', for: 'message', 'data-testid': 'signature' })
  const signSection = h(
    'section',
    { id: 'sign', 'aria-labelledby': 'sign-title' },
    h('h2', { id: 'sign-title' }, 'Sign a message'),
    h(
      'form',
      {
        onsubmit: (event) => {
          event.preventDefault()
          void run('sign', onSign)
        },
      },
      h('label', { for: 'message' }, 'Message'),
      message,
      signButton,
      h('p', {}, h('span', { class: 'label' }, 'Signature: '), signature),
    ),
  )

  const recipient = h('input', {
    id: 'recipient',
    name: 'recipient',
    autocomplete: 'off',
    spellcheck: false,
    placeholder: '0x…',
  })
  recipient.value = defaultRecipient ?? ''
  const amount = h('input', {
    id: 'amount',
    name: 'amount',
    inputmode: 'decimal',
    autocomplete: 'off',
  })
  amount.value = '0.01'
  const amountLabel = h('label', { for: 'amount' }, 'Amount')
  const sendButton = h('button', { type: 'submit' }, 'Send')
  const txHash = h('output', { id: 'tx-hash', 'data-testid': 'tx-hash' })
  const sendSection = h(
    'section',
    { id: 'send', 'aria-labelledby': 'send-title' },
    h('h2', { id: 'send-title' }, 'Send'),
    h(
      'form',
      {
        onsubmit: (event) => {
          event.preventDefault()
          void run('send', onSend)
        },
      },
      h('label', { for: 'recipient' }, 'To'),
      recipient,
      amountLabel,
      amount,
      sendButton,
      h('p', {}, h('span', { class: 'label' }, 'Transaction: '), txHash),
    ),
  )

  root.replaceChildren(
    h('h1', {}, 'Walletport headless example'),
    h(
      'p',
      { class: 'lead' },
      'A custom wallet UI on @walletport/core alone: it reads the kit’s stores and calls its actions. No React, no modal.',
    ),
    status,
    error,
    wallets,
    account,
    networkSection,
    signSection,
    sendSection,
  )

  // ---- actions -----------------------------------------------------------------------------
  async function run(name: string, action: () => Promise<void>) {
    if (busy.has(name)) return
    busy.add(name)
    error.textContent = ''
    update()
    try {
      await action()
    } catch (caught) {
      error.textContent = describeError(caught)
    } finally {
      busy.delete(name)
      update()
    }
  }

  async function onConnect(connector: Connector) {
    await connect(kit, { connectorId: connector.id, namespace: connector.chain })
    // the person chose a wallet; their next stop is the account it opened
    accountTitle.focus()
  }

  async function onDisconnect() {
    await disconnect(kit)
    signature.textContent = ''
    txHash.textContent = ''
    walletsTitle.focus()
  }

  async function refreshBalance() {
    await fetchBalance(kit, { force: true })
  }

  async function onSwitch(network: Network) {
    await switchNetwork(kit, { networkId: network.caipNetworkId })
  }

  async function onSign() {
    signature.textContent = ''
    signature.textContent = await signMessage(kit, { message: message.value })
  }

  async function onSend() {
    txHash.textContent = ''
    const { nativeCurrency } = kit.$activeNetwork.get()
    const value = parseAmount(amount.value, nativeCurrency.decimals)
    if (value === undefined)
      throw new Error(`Enter an amount of ${nativeCurrency.symbol}, such as 0.01`)
    const to = recipient.value.trim()
    if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new Error('Enter the recipient’s 0x address')
    const hash = await sendTransaction(kit, { to, value })
    txHash.textContent = hash ?? 'This network cannot send transactions'
    await fetchBalance(kit, { force: true })
  }

  // ---- rendering from the stores -----------------------------------------------------------
  const walletItems = new Map<string, { item: HTMLLIElement; button: HTMLButtonElement }>()

  function renderWallets(connectors: readonly Connector[], connectingId: string | undefined) {
    const seen = new Set<string>()
    for (const connector of connectors) {
      const key = `${connector.chain}:${connector.id}`
      seen.add(key)
      let entry = walletItems.get(key)
      if (!entry) {
        const button = h(
          'button',
          { type: 'button', class: 'wallet', 'data-connector-id': connector.id },
          connector.imageUrl
            ? h('img', { src: connector.imageUrl, alt: '', width: 28, height: 28 })
            : null,
          h('span', { class: 'wallet-name' }, connector.name),
          h('span', { class: 'wallet-tag' }),
        )
        button.addEventListener('click', () => void run('connect', () => onConnect(connector)))
        entry = { item: h('li', {}, button), button }
        walletItems.set(key, entry)
      }
      // appending an existing node moves it: the list follows the connectors' order
      walletList.append(entry.item)
      const connecting = connectingId === connector.id
      const tag = entry.button.querySelector('.wallet-tag')
      if (tag) tag.textContent = connecting ? 'Connecting…' : connector.installed ? 'Installed' : ''
      entry.button.setAttribute('aria-busy', String(connecting))
      setDisabled(entry.button, busy.has('connect'))
    }
    for (const [key, entry] of walletItems)
      if (!seen.has(key)) {
        entry.item.remove()
        walletItems.delete(key)
      }
    noWallets.hidden = connectors.length > 0
  }

  function update() {
    const state = kit.$account.get()
    const network = kit.$activeNetwork.get()
    const chain = kit.$chains.get()[state.namespace]
    const connection = kit.$connections.get()[state.namespace]
    const connected = state.status === 'connected' && Boolean(state.address)
    const unsupportedId = connected ? chain?.unsupportedNetworkId : undefined
    const connector = kit.$connectors.get().find((c) => c.id === connection?.connectorId)

    root.dataset.state = state.status
    status.textContent =
      state.status === 'connected'
        ? `Connected with ${connector?.name ?? 'a wallet'} on ${unsupportedId ? 'an unsupported network' : network.name}`
        : state.status === 'disconnected'
          ? 'Not connected'
          : state.status === 'reconnecting' || !busy.has('connect')
            ? 'Reconnecting to your wallet…'
            : `Connecting to ${connector?.name ?? 'your wallet'}…`
    error.hidden = !error.textContent

    wallets.hidden = connected
    renderWallets(
      kit.$connectors.get(),
      state.status === 'connecting' ? connection?.connectorId : undefined,
    )

    account.hidden = !connected
    signSection.hidden = !connected || Boolean(unsupportedId)
    sendSection.hidden = !connected || Boolean(unsupportedId)
    walletName.textContent = connector?.name ?? ''
    address.textContent = state.address ?? ''
    networkName.textContent = unsupportedId ? `Unsupported (${unsupportedId})` : network.name
    balance.textContent = unsupportedId
      ? '—'
      : state.balance === undefined
        ? 'Loading…'
        : `${formatAmount(state.balance)} ${state.balanceSymbol ?? network.nativeCurrency.symbol}`
    amountLabel.textContent = `Amount (${network.nativeCurrency.symbol})`
    setDisabled(refresh, busy.has('balance'))
    setDisabled(disconnectButton, busy.has('disconnect'))
    setDisabled(signButton, busy.has('sign'))
    setDisabled(sendButton, busy.has('send'))

    unsupported.hidden = !unsupportedId
    unsupported.textContent = unsupportedId
      ? `Your wallet is on ${unsupportedId}, a network this app does not support. Switch to one of these:`
      : ''
    for (const [id, button] of networkButtons) {
      button.setAttribute('aria-pressed', String(!unsupportedId && id === network.caipNetworkId))
      setDisabled(button, busy.has('switch'))
    }
  }

  // the balance follows the account and its network
  let balanceKey = ''
  function syncBalance() {
    const state = kit.$account.get()
    const chain = kit.$chains.get()[state.namespace]
    const key =
      state.status === 'connected' && state.address && !chain?.unsupportedNetworkId
        ? `${state.address}@${kit.$activeNetwork.get().caipNetworkId}`
        : ''
    if (key === balanceKey) return
    balanceKey = key
    if (key)
      fetchBalance(kit).catch((caught: unknown) => {
        error.textContent = describeError(caught)
        update()
      })
  }

  // several stores change in one action: draw once, after them all
  let scheduled = false
  function schedule() {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      update()
      syncBalance()
    })
  }
  const stores = [kit.$account, kit.$activeNetwork, kit.$chains, kit.$connections, kit.$connectors]
  const unsubscribes = stores.map((store) => store.listen(schedule))
  update()
  syncBalance()
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
