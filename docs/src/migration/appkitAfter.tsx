// The "after" app of the AppKit migration guide (docs/migration/from-appkit.md includes this
// file): type-checked with the workspace, so the guide cannot name an API that does not exist.
import { evmAdapter } from '@walletport/adapters-evm'
import {
  arbitrum,
  createKit,
  hostedAnalytics,
  hostedData,
  mainnet,
  walletExplorer,
} from '@walletport/core'
import { walletConnect } from '@walletport/core/walletconnect'
import { ConnectButton, useAccount, useWalletport, WalletportProvider } from '@walletport/react-ui'
import '@walletport/react-ui/styles.css'

const projectId = 'your-project-id'

const kit = createKit({
  networks: [mainnet, arbitrum],
  adapters: [evmAdapter()],
  projectId,
  metadata: { name: 'My app', description: 'My app', url: 'https://myapp.example' },
  walletConnect: walletConnect(),
  dataSource: hostedData(),
  plugins: [walletExplorer(), hostedAnalytics()],
  features: { analytics: true },
  theme: { mode: 'dark' },
})

function Header() {
  const { address, isConnected } = useAccount()
  const { open } = useWalletport()
  return (
    <>
      <ConnectButton />
      {isConnected && (
        <button type="button" onClick={() => open({ view: 'Networks' })}>
          {address}
        </button>
      )}
    </>
  )
}

export function App() {
  return (
    <WalletportProvider kit={kit}>
      <Header />
    </WalletportProvider>
  )
}
