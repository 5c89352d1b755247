// the baseline: React alone rendering a button, built the same way; the apps' figures are
// reported beyond it
import { createElement as h, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h('button', { type: 'button' }, 'Connect Wallet')),
)
