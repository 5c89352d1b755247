import { $signInState, BaseError, isUserRejection, signMessage, signOut } from '@walletport/core'
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useAccount,
  useBalance,
  useKit,
  useNetwork,
  useWalletport,
} from '@walletport/react-ui'
import { type FormEvent, useId, useState, useSyncExternalStore } from 'react'
import { verifyMessage } from 'viem'
import { getDemoConfig } from '../demoConfig.js'
import { AppNetworkPanel } from './AppNetworkPanel.js'
import { ThemePanel } from './ThemePanel.js'

function describeError(error: unknown): string {
  if (isUserRejection(error)) return 'You declined the request in your wallet.'
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : 'Something went wrong'
}

/** cut, never rounded up, to 3 decimals */
function formatAmount(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const cut = fraction.slice(0, 3).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}

function Wallet() {
  const { isConnected } = useAccount()
  return (
    <nav className="wallet" aria-label="Wallet">
      {isConnected ? (
        <>
          <NetworkButton />
          <AccountButton />
        </>
      ) : (
        <ConnectButton />
      )}
    </nav>
  )
}

function AccountPanel() {
  const account = useAccount()
  const { network, isUnsupported, unsupportedNetworkId } = useNetwork()
  const { balance, symbol, status } = useBalance()
  const { open } = useWalletport()
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      {account.isConnected && account.address ? (
        <dl>
          <dt>Address</dt>
          <dd data-testid="address">{account.address}</dd>
          <dt>Network</dt>
          <dd data-testid="network">
            {isUnsupported ? `Unsupported (${unsupportedNetworkId})` : network.name}
          </dd>
          <dt>Balance</dt>
          <dd data-testid="balance">
            {isUnsupported
              ? '—'
              : balance !== undefined
                ? `${formatAmount(balance)} ${symbol ?? network.nativeCurrency.symbol}`
                : status === 'error'
                  ? 'Unavailable'
                  : 'Loading…'}
          </dd>
        </dl>
      ) : (
        <>
          <p data-testid="not-connected">No wallet connected.</p>
          <button type="button" className="action" onClick={() => void open()}>
            Connect a wallet
          </button>
        </>
      )}
    </section>
  )
}

function SignMessagePanel() {
  const kit = useKit()
  const account = useAccount()
  const id = useId()
  const [message, setMessage] = useState('Hello from the Walletport demo')
  const [result, setResult] = useState<{ signature: string; valid: boolean }>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (!account.isConnected || !account.address) return null
  const address = account.address

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    setResult(undefined)
    try {
      const signature = await signMessage(kit, { message })
      const valid = await verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
      setResult({ signature, valid })
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sign a message</h2>
      <form onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button type="submit" className="action" aria-disabled={busy}>
          {busy ? 'Signing…' : 'Sign message'}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {result && (
        <p>
          <span className="muted">Signature: </span>
          <output data-testid="signature">{result.signature}</output>
          <br />
          <span data-testid="signature-valid">
            {result.valid ? 'Verified: signed by this account.' : 'The signature does not match.'}
          </span>
        </p>
      )}
    </section>
  )
}

function SignInPanel() {
  const kit = useKit()
  const account = useAccount()
  const { open } = useWalletport()
  const $signIn = $signInState(kit)
  // core's sign-in store, read the React way
  const { session, status } = useSyncExternalStore(
    (listener) => $signIn.listen(listener),
    $signIn.get,
  )
  if (!account.isConnected) return null
  return (
    <section aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in with your wallet</h2>
      {session ? (
        <>
          <p data-testid="session">
            Signed in as <code>{session.data.accountAddress}</code> on {session.data.networkId}
            {session.data.expirationTime &&
              ` until ${new Date(session.data.expirationTime).toLocaleString('en')}`}
            .
          </p>
          <details>
            <summary>The message you signed</summary>
            <pre data-testid="session-message">{session.message}</pre>
            <p>
              <span className="muted">Signature: </span>
              <output data-testid="session-signature">{session.signature}</output>
            </p>
          </details>
          <button type="button" className="secondary" onClick={() => void signOut(kit)}>
            Sign out
          </button>
        </>
      ) : (
        <>
          <p data-testid="session">
            {status === 'checking' || status === 'signing'
              ? 'Checking…'
              : 'Not signed in on this network. Signing in asks the wallet to sign an EIP-4361 message; it costs nothing.'}
          </p>
          <button
            type="button"
            className="action"
            onClick={() => void open({ view: 'SIWXSignMessage' })}
          >
            Sign in
          </button>
        </>
      )}
    </section>
  )
}

/** Where the demo phone wallet is, when the demo script runs one: pairing by QR code for real. */
function PhoneWalletNote() {
  const url = getDemoConfig()?.phoneWalletUrl
  if (!url) return null
  return (
    <p data-testid="phone-wallet-note">
      No wallet extension, or on a phone? Open the{' '}
      <a href={url} target="_blank" rel="noreferrer">
        demo phone wallet
      </a>
      , press Connect here, choose WalletConnect, and paste the link (or the QR code&apos;s picture)
      into it.
    </p>
  )
}

/** Docs: /examples/demo. The demo page: the kit's buttons on top, what a newcomer tries below. */
export function App() {
  return (
    <>
      <header className="topbar">
        <span className="brand">Walletport</span>
        <Wallet />
      </header>
      <main>
        <h1>Walletport demo</h1>
        <p className="lead">
          Everything here runs on this machine: two local anvil chains (Devnet A and Devnet B) and a
          demo wallet announced to the page over EIP-6963.
        </p>
        <ol className="steps">
          <li>Connect: pick “Walletport Demo Wallet”.</li>
          <li>See the account and its balance.</li>
          <li>Switch between Devnet A and Devnet B with the network button.</li>
          <li>Sign a message, then sign in with the wallet.</li>
        </ol>
        <PhoneWalletNote />
        <AccountPanel />
        <AppNetworkPanel />
        <SignMessagePanel />
        <SignInPanel />
        <ThemePanel />
      </main>
    </>
  )
}

/** Shown when the page was served without the demo server (no chains, no wallet). */
export function NotStarted() {
  return (
    <main>
      <h1>Walletport demo</h1>
      <p>
        This page needs the local chains and the demo wallet. Start it with{' '}
        <code>npm run demo</code> from the repository root.
      </p>
    </main>
  )
}
