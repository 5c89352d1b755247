// The "after" app of the RainbowKit migration guide (docs/migration/from-rainbowkit.md
// includes this file): type-checked with the workspace, wagmi kept beside the kit.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createWagmiConfig, wagmiAdapter } from '@walletport/adapters-wagmi'
import { base, createKit, mainnet } from '@walletport/core'
import { ConnectButton, useWalletport, WalletportProvider } from '@walletport/react-ui'
import { useConnection, WagmiProvider } from 'wagmi'
import '@walletport/react-ui/styles.css'

const networks = [mainnet, base]
const config = createWagmiConfig({ networks })
const kit = createKit({
  networks,
  adapters: [wagmiAdapter({ config })],
  metadata: { name: 'My app', url: 'https://myapp.example' },
  theme: { mode: 'dark' },
})
const queryClient = new QueryClient()

function Panel() {
  // wagmi's hook, unchanged: the kit and wagmi share one connection
  const { address } = useConnection()
  const { open } = useWalletport()
  return (
    <button type="button" onClick={() => open({ view: 'Networks' })}>
      {address}
    </button>
  )
}

export function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WalletportProvider kit={kit}>
          <ConnectButton />
          <Panel />
        </WalletportProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
