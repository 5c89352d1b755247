import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useAccount,
  useNetwork,
} from '@walletport/react-ui'
import { TokenPanel } from './TokenPanel.js'
import { WagmiPanel } from './WagmiPanel.js'

/** What the kit sees: the Walletport buttons and its account. */
function KitPanel() {
  const account = useAccount()
  const { network } = useNetwork()
  return (
    <section aria-labelledby="kit-title">
      <h2 id="kit-title">Walletport</h2>
      <nav className="wallet" aria-label="Wallet">
        {account.isConnected ? (
          <>
            <NetworkButton />
            <AccountButton />
          </>
        ) : (
          <ConnectButton />
        )}
      </nav>
      <p data-testid="kit-status">{account.status}</p>
      <p data-testid="kit-address">{account.address ?? 'No address'}</p>
      <p data-testid="kit-network">{network?.name ?? 'No network'}</p>
      {account.isConnected && <TokenPanel />}
    </section>
  )
}

export function App() {
  return (
    <main>
      <h1>Walletport with wagmi</h1>
      <KitPanel />
      <WagmiPanel />
    </main>
  )
}

export function NotStarted() {
  return (
    <main>
      <h1>Walletport with wagmi</h1>
      <p>Start this page with the demo server: it brings the local chains and the demo wallet.</p>
    </main>
  )
}
