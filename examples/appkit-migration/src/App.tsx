// An AppKit React app (wagmi adapter), converted to Walletport line by line: each numbered
// step is where it was, and says what changed. docs/migration/from-appkit.md shows both files.
import { evmAdapter } from '@walletport/adapters-evm' // was: WagmiAdapter, from @reown/appkit-adapter-wagmi
import { createKit, hostedAnalytics } from '@walletport/core' // was: createAppKit
import {
  ConnectButton, // was: <appkit-button />
  NetworkButton, // was: <appkit-network-button />
  useAccount, // was: useAppKitAccount
  useDisconnect, // was: useDisconnect, from @reown/appkit/react
  useNetwork, // was: useAppKitNetwork
  useSignMessage, // was: useSignMessage, from wagmi
  useWalletport, // was: useAppKit
  WalletportProvider, // was: WagmiProvider and QueryClientProvider
} from '@walletport/react-ui'
import { useState } from 'react'
import { getNetworks } from './networks.js' // was: mainnet, arbitrum from @reown/appkit/networks
import '@walletport/react-ui/styles.css' // new: the modal's and buttons' stylesheet

// 1. Get a project id from the dashboard. Walletport runs without one: no hosted service
//    (wallet list, balances, analytics) is called then. This example runs on local chains.
const projectId: string | undefined = undefined

// 2. Set up the networks: the same list, now from @walletport/core (networks.ts)
const networks = getNetworks()

// 3. Create a metadata object: the same fields
const metadata = {
  name: 'AppKit migration',
  description: 'An AppKit app converted to Walletport',
  url: window.location.origin, // the page's own origin, as wallets check it
  icons: [`${window.location.origin}/icon.svg`],
}

// 4. Create the adapter: no wagmi config; it finds injected (EIP-6963) wallets by itself
const adapter = evmAdapter()

// 5. Create the modal: createKit returns a kit, handed to WalletportProvider below; nothing
//    is registered globally
const kit = createKit({
  adapters: [adapter],
  networks,
  defaultNetwork: networks[0],
  projectId,
  metadata,
  features: {
    // the same flag; it needs a project id (or an endpoint of your own), so this app, with
    // none, turns it off rather than have the modal warn about the missing project id
    analytics: projectId !== undefined,
    email: false, // the same
    socials: [], // the same
  },
  plugins: [hostedAnalytics()], // new: each hosted service is a part the app adds
  theme: {
    mode: 'light', // was: themeMode
    // was: themeVariables with --apkt-accent and --apkt-border-radius-master
    variables: { accent: '#0b6e4f', radius: '10px' },
  },
})

/** was: useAppKit().open(), with and without a view */
function OpenButtons() {
  const { open } = useWalletport()
  return (
    <p className="buttons">
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open Networks
      </button>
    </p>
  )
}

/** was: useAppKitAccount() and useAppKitNetwork() */
function InfoList() {
  const { address, isConnected, status, chainId } = useAccount()
  const { network } = useNetwork()
  return (
    <section aria-labelledby="info-title">
      <h2 id="info-title">Account</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{isConnected ? address : 'Not connected'}</dd>
        <dt>Network</dt>
        <dd data-testid="network">
          {network.name} (chain {chainId ?? network.id})
        </dd>
      </dl>
    </section>
  )
}

/** was: the switch, sign and disconnect buttons on AppKit's and wagmi's hooks */
function ActionButtonList() {
  const { isConnected } = useAccount()
  const { disconnect } = useDisconnect()
  const { network, networks: listed, switchNetwork } = useNetwork() // was: useAppKitNetwork()
  const { signMessageAsync } = useSignMessage() // the same name and shape as wagmi's
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  // AppKit's switchNetwork took the network object; ours takes its CAIP-2 id
  const next = listed.find((candidate) => candidate.caipNetworkId !== network.caipNetworkId)

  const run = async (action: () => Promise<unknown>) => {
    setError(undefined)
    try {
      await action()
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }
  const sign = () =>
    run(async () => setSignature(await signMessageAsync({ message: 'Hello from Walletport!' })))
  const leave = () =>
    run(async () => {
      setSignature(undefined)
      await disconnect()
    })

  if (!isConnected) return null
  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      <p className="buttons">
        {next && (
          <button type="button" onClick={() => run(() => switchNetwork(next.caipNetworkId))}>
            Switch to {next.name}
          </button>
        )}
        <button type="button" onClick={sign}>
          Sign message
        </button>
        <button type="button" onClick={leave}>
          Disconnect
        </button>
      </p>
      {signature && (
        <p>
          Signature: <code data-testid="signature">{signature}</code>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}

export function App() {
  return (
    <WalletportProvider kit={kit}>
      <header className="topbar">
        <span className="brand">AppKit migration</span>
        <nav className="wallet" aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <h1>An AppKit app, now on Walletport</h1>
        <OpenButtons />
        <InfoList />
        <ActionButtonList />
      </main>
    </WalletportProvider>
  )
}
