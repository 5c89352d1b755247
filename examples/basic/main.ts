import {
  ALERTS,
  arbitrum,
  close,
  connect,
  createKit,
  disconnect,
  fetchBalance,
  getErrorCode,
  goBack,
  type MockFailures,
  mainnet,
  mockAdapter,
  open,
  shakeModal,
  showToast,
  signMessage,
  switchNetwork,
  watchEvents,
} from '@walletport/core'

// one kit for the page; its state survives reloads through localStorage
const adapter = mockAdapter({
  namespace: 'eip155',
  accounts: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  balance: 1_234_500_000_000_000_000n,
  // the mock wallet remembers its approval across reloads, as a real extension does
  authorized: ['mock'],
})
const kit = createKit({
  networks: [mainnet, arbitrum],
  adapters: [adapter],
  metadata: { name: 'Walletport basic example' },
  logLevel: 'warn',
})

function element<TElement extends HTMLElement>(id: string): TElement {
  const found = document.getElementById(id)
  if (!found) throw new Error(`#${id} is missing from index.html`)
  return found as TElement
}

/** runs an action, reporting a failure in the event list instead of the console */
function run(label: string, action: () => Promise<unknown> | unknown) {
  Promise.resolve()
    .then(action)
    .catch((error: unknown) => {
      const code = getErrorCode(error)
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
      log(`${label} failed: ${message}${code === undefined ? '' : ` (code ${code})`}`)
    })
}

function on(id: string, label: string, action: () => Promise<unknown> | unknown) {
  element(id).addEventListener('click', () => run(label, action))
}

on('open', 'open', () => open(kit))
on('open-all-wallets', 'open', () => open(kit, { view: 'AllWallets' }))
on('back', 'goBack', () => goBack(kit))
on('close', 'close', () => close(kit))
on('shake', 'shake', () => shakeModal(kit))
on('toast', 'toast', () =>
  showToast(kit, { variant: 'success', message: `Toast at ${new Date().toLocaleTimeString()}` }),
)
on('connect', 'connect', () => connect(kit, { connectorId: 'mock', timeout: 5_000 }))
on('disconnect', 'disconnect', () => disconnect(kit))
on('balance', 'fetchBalance', () => fetchBalance(kit, { force: true }))
on('sign', 'signMessage', async () =>
  log(`signature ${await signMessage(kit, { message: 'hello' })}`),
)

const failure = element<HTMLSelectElement>('failure')
failure.addEventListener('change', () => {
  const connectFailure = failure.value as MockFailures['connect'] | ''
  adapter.setFailures(connectFailure ? { connect: connectFailure } : {})
})

for (const network of kit.options.networks) {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = `Switch to ${network.name}`
  button.addEventListener('click', () =>
    run('switchNetwork', () => switchNetwork(kit, { networkId: network.caipNetworkId })),
  )
  element('switch').append(button)
}

const events = element<HTMLOListElement>('events')
function log(text: string) {
  const item = document.createElement('li')
  item.textContent = `${new Date().toLocaleTimeString()} ${text}`
  events.prepend(item)
}
watchEvents(kit, (event) =>
  log(`${event.event} ${event.properties ? JSON.stringify(event.properties) : ''}`),
)

// the state list is rebuilt from the stores on every change; text only, never HTML
const state = element<HTMLDListElement>('state')
function render() {
  const account = kit.$account.get()
  const connection = kit.$connections.get()[account.namespace]
  const toast = kit.$toast.get()
  const alert = kit.$alert.get()
  const rows: [string, string][] = [
    [
      'modal',
      `${kit.$open.get() ? 'open' : 'closed'}${kit.$loading.get() ? ', loading' : ''}${kit.$shake.get() ? ', shaking' : ''}`,
    ],
    ['view', kit.$view.get()],
    [
      'history',
      kit.$history
        .get()
        .map((entry) => entry.view)
        .join(' > '),
    ],
    ['status', `${kit.$status.get()} (${account.namespace}: ${account.status})`],
    ['connector', connection?.connectorId ?? '-'],
    ['address', account.address ?? '-'],
    ['CAIP address', account.caipAddress ?? '-'],
    ['balance', account.balance ? `${account.balance} ${account.balanceSymbol ?? ''}` : '-'],
    [
      'active network',
      `${kit.$activeNetwork.get().name} (${kit.$activeNetwork.get().caipNetworkId})`,
    ],
    ['unsupported network', kit.$chains.get()[account.namespace]?.unsupportedNetworkId ?? '-'],
    [
      'connectors',
      kit.$connectors
        .get()
        .map((c) => `${c.name} [${c.type}]`)
        .join(', '),
    ],
    [
      'recent wallets',
      kit.$recentWallets
        .get()
        .map((w) => w.name)
        .join(', ') || '-',
    ],
    ['toast', toast.open ? `${toast.variant}: ${toast.message}` : '-'],
    ['alert', alert ? ALERTS[alert].title : '-'],
  ]
  state.replaceChildren(
    ...rows.flatMap(([term, value]) => {
      const dt = document.createElement('dt')
      dt.textContent = term
      const dd = document.createElement('dd')
      dd.textContent = value
      return [dt, dd]
    }),
  )
}
for (const $store of [
  kit.$open,
  kit.$loading,
  kit.$shake,
  kit.$history,
  kit.$status,
  kit.$chains,
  kit.$activeNamespace,
  kit.$connectors,
  kit.$recentWallets,
  kit.$toast,
  kit.$alert,
])
  $store.listen(render)
render()
void kit.ready.then(() => log('ready: the stored connection (if any) is re-synced'))
