import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WalletportProvider } from '@walletport/react-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { getDemoConfig } from '../../demo/demoConfig.js'
import { installDemoWallet } from '../../demo/wallet/installDemoWallet.js'
import { App, NotStarted } from './App.js'
import { createApp } from './createApp.js'
import '@walletport/react-ui/styles.css'
import '../../shared/page.css'

const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
const root = createRoot(element)
const demo = getDemoConfig()

if (!demo) root.render(<NotStarted />)
else {
  // the wallet first, so wagmi's first EIP-6963 request already finds it
  installDemoWallet(demo)
  const { config, kit } = createApp(demo)
  const queryClient = new QueryClient()
  root.render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <WalletportProvider kit={kit}>
            <App />
          </WalletportProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
