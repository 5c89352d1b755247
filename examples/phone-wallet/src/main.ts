import { getDemoConfig } from '../../demo/demoConfig.js'
import { renderApp } from './ui/renderApp.js'
import { createPhoneWallet } from './wallet/createPhoneWallet.js'
import { getPhoneWalletChains } from './wallet/phoneWalletChains.js'
import '../../shared/page.css'
import './style.css'

const root = document.getElementById('app')
if (!root) throw new Error('the page has no #app element')
const config = getDemoConfig()

function fail(text: string) {
  root?.replaceChildren()
  const heading = document.createElement('h1')
  heading.textContent = 'Walletport phone wallet'
  const line = document.createElement('p')
  line.setAttribute('role', 'alert')
  line.textContent = text
  root?.append(heading, line)
  if (root) root.dataset.state = 'failed'
}

if (!config?.relayUrl) {
  fail('This page needs the demo: start it with npm run demo from the repository root.')
} else {
  createPhoneWallet({
    relayUrl: config.relayUrl,
    privateKey: config.privateKey,
    chains: getPhoneWalletChains(config),
  }).then(
    (wallet) => renderApp(root, wallet),
    (error: unknown) =>
      fail(`The wallet did not start: ${error instanceof Error ? error.message : String(error)}`),
  )
}
