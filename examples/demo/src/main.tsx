import { evmAdapter } from '@walletport/adapters-evm'
import { createKit, createLocalSiwx } from '@walletport/core'
import { WalletportProvider } from '@walletport/react-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { getDemoConfig } from '../demoConfig.js'
import { getDemoNetworks } from '../demoNetworks.js'
import { installDemoWallet } from '../wallet/installDemoWallet.js'
import { App, NotStarted } from './App.js'
import '@walletport/react-ui/styles.css'
import './style.css'

const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
const root = createRoot(element)
const config = getDemoConfig()

if (!config) root.render(<NotStarted />)
else {
  // the wallet first, so the adapter's first EIP-6963 request already finds it
  installDemoWallet(config)
  const kit = createKit({
    networks: getDemoNetworks(config),
    adapters: [evmAdapter()],
    metadata: {
      name: 'Walletport demo',
      description: 'The Walletport modal on two local anvil chains',
      url: window.location.origin,
    },
    // sign-in with the wallet, sessions kept in this browser for a day
    siwx: createLocalSiwx({
      storage: window.localStorage,
      statement: 'Sign in to the Walletport demo. This costs nothing and sends no transaction.',
      expiry: 24 * 60 * 60 * 1000,
    }),
  })
  root.render(
    <StrictMode>
      <WalletportProvider kit={kit}>
        <App />
      </WalletportProvider>
    </StrictMode>,
  )
}
