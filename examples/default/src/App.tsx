import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useAccount,
  useBalance,
  useNetwork,
} from '@walletport/react-ui'

function Account() {
  const account = useAccount()
  const { network, isUnsupported, unsupportedNetworkId } = useNetwork()
  const { balance, symbol } = useBalance()
  if (!account.isConnected || !account.address)
    return <p data-testid="not-connected">Connect a wallet to see its account here.</p>
  return (
    <dl>
      <dt>Address</dt>
      <dd>{account.address}</dd>
      <dt>Network</dt>
      <dd>{isUnsupported ? `Unsupported (${unsupportedNetworkId})` : network.name}</dd>
      <dt>Balance</dt>
      <dd>{balance === undefined ? '…' : `${balance} ${symbol ?? ''}`}</dd>
    </dl>
  )
}

/** Docs: /examples/default. The default buttons in a header; the modal appends itself. */
export function App() {
  const { isConnected } = useAccount()
  return (
    <>
      <header className="topbar">
        <span className="brand">Walletport</span>
        <nav className="wallet" aria-label="Wallet">
          {isConnected && <NetworkButton />}
          {isConnected ? <AccountButton /> : <ConnectButton />}
        </nav>
      </header>
      <main>
        <h1>Walletport default UI</h1>
        <p className="lead">
          The modal, the connect, account and network buttons, on Ethereum, Arbitrum, Solana and
          Bitcoin. The modal’s code loads when the page is idle, before the first click.
        </p>
        <section aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <Account />
        </section>
      </main>
    </>
  )
}
