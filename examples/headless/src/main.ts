import { evmAdapter } from '@walletport/adapters-evm'
import { arbitrum, createKit, mainnet } from '@walletport/core'
import { getDemoConfig } from '../../demo/demoConfig.js'
import { getDemoNetworks } from '../../demo/demoNetworks.js'
import { mountHeadless } from './app.js'
import './style.css'

// served by the demo server: the local chains and the demo wallet; otherwise public networks
const demo = getDemoConfig()
let defaultRecipient: string | undefined
if (demo) {
  const { installDemoWallet } = await import('../../demo/wallet/installDemoWallet.js')
  installDemoWallet(demo)
  // anvil's second dev account: a recipient that exists on every local chain
  defaultRecipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
}

const kit = createKit({
  networks: demo ? getDemoNetworks(demo) : [mainnet, arbitrum],
  adapters: [evmAdapter()],
  metadata: { name: 'Walletport headless example', url: window.location.origin },
})

const root = document.getElementById('app')
if (!root) throw new Error('the page has no #app element')
mountHeadless({ kit, root, defaultRecipient })
