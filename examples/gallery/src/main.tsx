import {
  arbitrum,
  connect,
  createKit,
  createMemoryDriver,
  mainnet,
  mockAdapter,
  open,
} from '@walletport/core'
import { WalletportProvider } from '@walletport/react-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { GALLERY_VIEWS } from './galleryViews.js'
import '@walletport/react-ui/styles.css'
import '../../shared/page.css'

// fixed data, so that two runs draw the same pixels
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
/** 1.2345678 ETH */
const BALANCE = 1_234_567_800_000_000_000n

const search = new URLSearchParams(window.location.search)
const entry = GALLERY_VIEWS.find(({ view }) => view === search.get('view')) ?? GALLERY_VIEWS[0]
if (!entry) throw new Error('the gallery has no views')

const adapter = mockAdapter({ namespace: 'eip155', accounts: [ADDRESS], balance: BALANCE })
const kit = createKit({
  networks: [mainnet, arbitrum],
  adapters: [adapter],
  // nothing stored between pages: each opens on its own view
  storage: createMemoryDriver(),
  locale: search.get('lang') ?? 'en',
  theme: { mode: search.get('theme') === 'dark' ? 'dark' : 'light' },
  features: { receive: true, send: true },
  isMobile: false,
  logLevel: 'silent',
  metadata: { name: 'Walletport gallery', description: 'Every view', url: window.location.origin },
})

async function show(): Promise<void> {
  await kit.ready
  if (entry?.wallet !== 'disconnected') await connect(kit, { connectorId: 'mock' })
  if (entry?.wallet === 'unsupported') adapter.changeNetwork('eip155:999999')
  await open(kit, { view: entry?.view })
  // the test waits for this mark before it shoots
  document.documentElement.dataset.galleryReady = 'true'
}

const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
createRoot(element).render(
  <StrictMode>
    <WalletportProvider kit={kit}>
      <main aria-label="Gallery" />
    </WalletportProvider>
  </StrictMode>,
)
void show()
