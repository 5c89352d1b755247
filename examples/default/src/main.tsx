import { evmAdapter } from '@walletport/adapters-evm'
import { arbitrum, bitcoin, createKit, lazyAdapter, mainnet, solana } from '@walletport/core'
import { WalletportProvider } from '@walletport/react-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import '@walletport/react-ui/styles.css'
import '../../shared/page.css'

// one kit for the page: Ethereum and Arbitrum, Solana and Bitcoin, each through its adapter.
// Solana and Bitcoin load when the page is idle, or at once when a stored connection needs
// them (each module re-exports its factory alone)
const kit = createKit({
  networks: [mainnet, arbitrum, solana, bitcoin],
  adapters: [
    evmAdapter(),
    lazyAdapter({
      namespace: 'solana',
      load: () => import('./solanaAdapter.js').then((m) => m.solanaAdapter()),
    }),
    lazyAdapter({
      namespace: 'bip122',
      load: () => import('./bitcoinAdapter.js').then((m) => m.bitcoinAdapter()),
    }),
  ],
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
