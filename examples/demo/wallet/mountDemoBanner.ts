import type { DemoConfig } from '../demoConfig.js'
import type { DemoActivity, DemoApprovalRequest, DemoProvider } from './createDemoProvider.js'

const STYLE = `
.wp-demo-banner { font: 14px/1.45 system-ui, sans-serif; background: #fff4c2; color: #2b2100;
  border-bottom: 2px solid #8a6d00; padding: 10px 16px; display: flex; flex-wrap: wrap;
  gap: 8px 20px; align-items: center; }
.wp-demo-banner p { margin: 0; }
.wp-demo-banner code { font-size: 13px; }
.wp-demo-banner button { font: inherit; color: #2b2100; background: #fff; border: 1px solid #6b5500;
  border-radius: 6px; padding: 4px 10px; cursor: pointer; }
.wp-demo-banner button:focus-visible, .wp-demo-banner summary:focus-visible {
  outline: 3px solid #1d4ed8; outline-offset: 2px; }
.wp-demo-banner details { flex-basis: 100%; }
.wp-demo-banner summary { cursor: pointer; width: max-content; }
.wp-demo-banner ol { margin: 4px 0 0; padding-left: 20px; font-size: 13px; }
.wp-demo-banner label { display: inline-flex; gap: 6px; align-items: center; cursor: pointer; }
.wp-demo-popup { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647;
  pointer-events: auto; max-width: 320px; background: #fff; color: #1a1a1f;
  border: 2px solid #5b3df5; border-radius: 12px; padding: 12px 14px;
  box-shadow: 0 8px 30px rgb(0 0 0 / 25%); display: grid; gap: 8px; }
.wp-demo-popup[hidden] { display: none; }
.wp-demo-popup p { margin: 0; }
.wp-demo-popup div { display: flex; gap: 8px; }
.wp-demo-popup button.wp-demo-approve { background: #4c3bd6; color: #fff; border-color: #3b2bb8; }
`

function describe({ method, params }: DemoApprovalRequest, chains: DemoConfig['chains']): string {
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return 'The page asks to see your account.'
    case 'personal_sign':
      return 'The page asks you to sign a message.'
    case 'eth_sendTransaction':
      return 'The page asks you to send a transaction.'
    case 'wallet_switchEthereumChain': {
      const param = Array.isArray(params)
        ? (params[0] as { chainId?: unknown } | undefined)
        : undefined
      const id =
        typeof param?.chainId === 'string' ? Number.parseInt(param.chainId, 16) : Number.NaN
      const name = chains.find((chain) => chain.id === id)?.name ?? 'another network'
      return `The page asks to switch the wallet to ${name}.`
    }
    default:
      return `The page asks for ${method}.`
  }
}

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * Docs: /examples/demo. A banner across the top of the page that says the wallet is a demo
 * with a public key, shows the wallet's network, lets the person move the wallet to the
 * network the app does not list, and logs what the wallet was asked. With "Ask before
 * approving" on, requests wait in a popup for Approve or Reject, as in a wallet extension (the
 * popup floats above the modal; it is meant for the mouse, like a wallet's own window).
 */
export function mountDemoBanner(
  provider: DemoProvider,
  config: DemoConfig,
  parent: HTMLElement = document.body,
): {
  log(activity: DemoActivity): void
  update(): void
  approve(request: DemoApprovalRequest): Promise<boolean>
  unmount(): void
} {
  const style = document.createElement('style')
  style.textContent = STYLE
  document.head.append(style)

  const banner = document.createElement('aside')
  banner.className = 'wp-demo-banner'
  banner.setAttribute('aria-label', 'Demo wallet')
  banner.dataset.testid = 'demo-banner'

  const notice = document.createElement('p')
  const strong = document.createElement('strong')
  strong.textContent = 'Demo key, local chains only.'
  const address = document.createElement('code')
  address.textContent = shortAddress(provider.address)
  address.title = provider.address
  notice.append(
    strong,
    ' This page injects a demo wallet holding a public anvil dev key (',
    address,
    '). Anyone can spend from it: never send real funds to it.',
  )

  const network = document.createElement('p')
  network.dataset.testid = 'demo-wallet-network'

  const move = document.createElement('button')
  move.type = 'button'
  move.dataset.testid = 'demo-wallet-move'
  const [home] = config.chains
  const unlisted = config.chains.find((chain) => chain.unlisted)
  move.addEventListener('click', () => {
    const target = provider.chain.unlisted ? home : unlisted
    if (target) provider.moveToChain(target.id)
  })

  const details = document.createElement('details')
  const summary = document.createElement('summary')
  summary.textContent = 'Wallet activity'
  const list = document.createElement('ol')
  list.setAttribute('role', 'log')
  list.setAttribute('aria-label', 'Requests the demo wallet answered')
  details.append(summary, list)

  const ask = document.createElement('input')
  ask.type = 'checkbox'
  ask.dataset.testid = 'demo-wallet-ask'
  const askLabel = document.createElement('label')
  askLabel.append(ask, 'Ask before approving requests')

  const queue: { request: DemoApprovalRequest; resolve(approved: boolean): void }[] = []
  const popup = document.createElement('div')
  popup.className = 'wp-demo-popup'
  popup.setAttribute('role', 'group')
  popup.setAttribute('aria-label', 'Demo wallet request')
  popup.dataset.testid = 'demo-wallet-prompt'
  popup.hidden = true
  const question = document.createElement('p')
  const approveButton = document.createElement('button')
  approveButton.type = 'button'
  approveButton.className = 'wp-demo-approve'
  approveButton.textContent = 'Approve'
  const rejectButton = document.createElement('button')
  rejectButton.type = 'button'
  rejectButton.textContent = 'Reject'
  const buttons = document.createElement('div')
  buttons.append(approveButton, rejectButton)
  popup.append(question, buttons)
  const answer = (approved: boolean) => {
    queue.shift()?.resolve(approved)
    showNext()
  }
  // the popup stands for the wallet's own window: a press on it is not a press outside an
  // open dialog of the page (which would close it)
  popup.addEventListener('pointerdown', (event) => event.stopPropagation())
  approveButton.addEventListener('click', () => answer(true))
  rejectButton.addEventListener('click', () => answer(false))
  function showNext() {
    const [next] = queue
    popup.hidden = !next
    question.textContent = next ? describe(next.request, config.chains) : ''
  }

  banner.append(notice, network, move, askLabel, details, popup)
  parent.prepend(banner)

  function update() {
    const { chain } = provider
    network.textContent = `Wallet network: ${chain.name} (chain ${chain.id})${
      provider.authorized ? '' : ', not connected to this page'
    }`
    const target = chain.unlisted ? home : unlisted
    move.hidden = !target
    if (target)
      move.textContent = chain.unlisted
        ? `Move the wallet back to ${target.name}`
        : `Move the wallet to ${target.name}`
  }
  update()

  return {
    update,
    approve(request) {
      if (!ask.checked) return Promise.resolve(true)
      return new Promise((resolve) => {
        queue.push({ request, resolve })
        showNext()
      })
    },
    log({ method, ok, detail }) {
      const item = document.createElement('li')
      item.textContent = ok ? `${method}: approved` : `${method}: failed (${detail ?? 'error'})`
      list.append(item)
      // keep the last few: the log is a hint, not a history
      while (list.children.length > 8) list.firstElementChild?.remove()
    },
    unmount() {
      banner.remove()
      style.remove()
    },
  }
}
