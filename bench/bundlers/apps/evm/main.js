// the EVM app: React, react-ui's buttons and default modal, core and adapters-evm. Plain
// JavaScript without JSX, so that every bundler builds it with no loader or plugin
import { evmAdapter } from '@walletport/adapters-evm'
import { arbitrum, createKit, mainnet } from '@walletport/core'
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useAccount,
  WalletportProvider,
} from '@walletport/react-ui'
import { createElement as h, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const kit = createKit({
  networks: [mainnet, arbitrum],
  adapters: [evmAdapter()],
  metadata: { name: 'Bundler bench', description: 'EVM app', url: window.location.origin },
})

function Wallet() {
  const { isConnected } = useAccount()
  return h(
    'nav',
    null,
    isConnected
      ? [h(NetworkButton, { key: 'n' }), h(AccountButton, { key: 'a' })]
      : h(ConnectButton),
  )
}

createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h(WalletportProvider, { kit }, h(Wallet))),
)
