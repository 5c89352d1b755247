import { evmAdapter } from '@walletport/adapters-evm'
import { createKit, createLocalSiwx, hostedData } from '@walletport/core'
import { embeddedWallet } from '@walletport/core/embedded'
import { walletConnect } from '@walletport/core/walletconnect'
import { WalletportProvider } from '@walletport/react-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { getDemoConfig } from '../demoConfig.js'
import { getDemoNetworks } from '../demoNetworks.js'
import { installDemoWallet } from '../wallet/installDemoWallet.js'
import { App, NotStarted } from './App.js'
import { demoPhoneWallet } from './demoPhoneWallet.js'
import { withDemoNfts } from './withDemoNfts.js'
import '@walletport/react-ui/styles.css'
import '../../shared/page.css'
import './style.css'

const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
const root = createRoot(element)
const config = getDemoConfig()

if (!config) root.render(<NotStarted />)
else {
  // the wallet first, so the adapter's first EIP-6963 request already finds it; `?wallet=none`
  // shows the page as a phone or a browser without an extension sees it
  if (new URLSearchParams(window.location.search).get('wallet') !== 'none')
    installDemoWallet(config)
  const kit = createKit({
    networks: getDemoNetworks(config),
    // `?lang=de` shows the modal in another language than English
    locale: new URLSearchParams(window.location.search).get('lang') ?? undefined,
    adapters: [evmAdapter()],
    // the account features of issue 8, read from the local data service when the demo has one
    features: {
      send: true,
      receive: true,
      history: true,
      swaps: true,
      onramp: true,
      names: true,
      // email and social login, when the demo runs the reference embedded-wallet frame
      ...(config.embeddedWalletUrl && {
        email: true,
        socials: ['google', 'github', 'discord', 'x'] as const,
      }),
    },
    ...(config.embeddedWalletUrl && {
      // the frame's local OpenID provider stands in for every social provider
      embeddedWallet: embeddedWallet(),
      endpoints: { embeddedWallet: config.embeddedWalletUrl },
    }),
    // pairing by QR code or link through the demo's local relay: no project id needed
    // `?oneClick=0` pairs first and signs in second (one-click sign-in is on by default)
    ...(config.relayUrl && {
      walletConnect: walletConnect({
        relayUrl: config.relayUrl,
        oneClickSignIn: new URLSearchParams(window.location.search).get('oneClick') !== '0',
      }),
    }),
    // the demo phone wallet as a custom wallet, listed after the featured ones
    ...(config.phoneWalletUrl && { customWallets: [demoPhoneWallet(config.phoneWalletUrl)] }),
    ...(config.dataServiceUrl && {
      dataSource: withDemoNfts(
        hostedData({
          baseUrl: config.dataServiceUrl,
          // the local service swaps on the demo chains, which SPEC section 9's list does not have
          swapNetworks: getDemoNetworks(config).map((network) => network.caipNetworkId),
        }),
        config.dataServiceUrl,
      ),
    }),
    metadata: {
      name: 'Walletport demo',
      description: 'The Walletport modal on two local anvil chains',
      url: window.location.origin,
    },
    // sign-in with the wallet, sessions kept in this browser for a day
    siwx: createLocalSiwx({
      storage: window.localStorage,
      statement: 'Sign in to the Walletport demo. This costs nothing and sends no transaction.',
      expiry: 24 * 60 * 60 * 1000,
    }),
  })
  root.render(
    <StrictMode>
      <WalletportProvider kit={kit}>
        <App />
      </WalletportProvider>
    </StrictMode>,
  )
}
