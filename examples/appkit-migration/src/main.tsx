import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { installWalletForDemo } from './demoWallet.js'
import '../../shared/page.css'
import './style.css'

installWalletForDemo()
const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
