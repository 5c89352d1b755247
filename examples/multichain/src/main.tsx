import { WalletportProvider } from '@walletport/react-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { getDemoConfig } from '../../demo/demoConfig.js'
import { App } from './App.js'
import { createMultichainKit, readNamespaces } from './createMultichainKit.js'
import '@walletport/react-ui/styles.css'
import '../../shared/page.css'
import './style.css'

const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
const root = createRoot(element)
const config = getDemoConfig()

if (!config?.relayUrl)
  root.render(
    <main>
      <h1>Walletport multichain pairing</h1>
      <p role="alert">This page needs the demo's relay: it is served by the examples tests.</p>
    </main>,
  )
else {
  const namespaces = readNamespaces(window.location.search)
  const kit = createMultichainKit({ ...config, relayUrl: config.relayUrl }, namespaces)
  root.render(
    <StrictMode>
      <WalletportProvider kit={kit}>
        <App namespaces={namespaces} />
      </WalletportProvider>
    </StrictMode>,
  )
}
