import { bitcoinAdapter } from '@walletport/adapters-bitcoin'
import { evmAdapter } from '@walletport/adapters-evm'
import { solanaAdapter } from '@walletport/adapters-solana'
import { arbitrum, bitcoin, createKit, mainnet, solana } from '@walletport/core'
import { WalletportProvider } from '@walletport/react-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import '@walletport/react-ui/styles.css'
import './style.css'

// one kit for the page: Ethereum and Arbitrum, Solana and Bitcoin, each through its adapter
const kit = createKit({
  networks: [mainnet, arbitrum, solana, bitcoin],
  adapters: [evmAdapter(), solanaAdapter(), bitcoinAdapter()],
  metadata: {
    name: 'Walletport default UI',
    description: 'The Walletport modal with its default buttons',
    url: window.location.origin,
  },
})

const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
createRoot(element).render(
  <StrictMode>
    <WalletportProvider kit={kit}>
      <App />
    </WalletportProvider>
  </StrictMode>,
)
