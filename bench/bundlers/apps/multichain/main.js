// the multichain app: the EVM app with the Solana and Bitcoin adapters beside adapters-evm,
// each imported from its package's main entry as a site would
import { bitcoinAdapter } from '@walletport/adapters-bitcoin'
import { evmAdapter } from '@walletport/adapters-evm'
import { solanaAdapter } from '@walletport/adapters-solana'
import { arbitrum, bitcoin, createKit, mainnet, solana } from '@walletport/core'
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
  networks: [mainnet, arbitrum, solana, bitcoin],
  adapters: [evmAdapter(), solanaAdapter(), bitcoinAdapter()],
  metadata: { name: 'Bundler bench', description: 'Multichain app', url: window.location.origin },
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
