import {
  createKit,
  fetchWallets,
  mainnet,
  mockAdapter,
  open,
  walletExplorer,
} from '@walletport/core'
import { WalletportProvider } from '@walletport/react-ui'
import { createRoot } from 'react-dom/client'
import '@walletport/react-ui/styles.css'

// the All Wallets benchmark's page: a kit whose wallet explorer (its documented GET
// /getWallets, answered in the page) lists 1,000 wallets, and a pairing connector, so every
// wallet is offered. `window.__ready` resolves once all 1,000 are in the list.
const COUNT = 1_000
const wallets = Array.from({ length: COUNT }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  image_url: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="hsl(${i % 360} 60% 50%)"/></svg>`)}`,
}))

async function answer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const search = url.searchParams.get('search')?.toLowerCase()
  const exclude = url.searchParams.get('exclude')?.split(',') ?? []
  const matching = wallets.filter(
    (w) => !exclude.includes(w.id) && (!search || w.name.toLowerCase().includes(search)),
  )
  const page = Number(url.searchParams.get('page'))
  const entries = Number(url.searchParams.get('entries'))
  const body = {
    data: matching.slice((page - 1) * entries, page * entries),
    count: matching.length,
  }
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
}

const kit = createKit({
  networks: [mainnet],
  adapters: [
    mockAdapter({
      namespace: 'eip155',
      accounts: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
      connectors: [{ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false }],
    }),
  ],
  plugins: [walletExplorer({ baseUrl: 'https://explorer.bench', fetch: answer, retry: false })],
  isMobile: false,
  logLevel: 'error',
})

async function loadAll() {
  let state = await fetchWallets(kit)
  while (state.wallets.length < state.count)
    state = await fetchWallets(kit, { page: state.page + 1 })
  await open(kit, { view: 'AllWallets' })
}

const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
createRoot(element).render(<WalletportProvider kit={kit}>{null}</WalletportProvider>)
;(window as unknown as { __ready: Promise<void> }).__ready = loadAll()
