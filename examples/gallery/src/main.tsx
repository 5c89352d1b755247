import { destroyKit, type Kit } from '@walletport/core'
import { WalletportProvider } from '@walletport/react-ui'
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createGalleryKit, readGalleryQuery } from './createGalleryKit.js'
import { GALLERY_VIEWS } from './galleryViews.js'
import { type AskGalleryTest, showGalleryView } from './showGalleryView.js'
import '@walletport/react-ui/styles.css'
import '../../shared/page.css'

declare global {
  interface Window {
    /**
     * shows another view in place, as a new page would (a new kit, a new React root), without
     * loading the page again: the screens test's shots then cost no script loading
     */
    showGalleryView?: (query: string) => void
    /** the screens test's answer to the page's question (`data-gallery-asks`, as JSON) */
    answerGallery?: (answer: string) => void
  }
}

const element = document.getElementById('root')
if (!element) throw new Error('the page has no #root element')
const mark = (state: 'true' | 'failed' | undefined) => {
  if (state) document.documentElement.dataset.galleryReady = state
  else delete document.documentElement.dataset.galleryReady
}

// asks the screens test: the question goes in `data-gallery-asks` until the test answers
const ask: AskGalleryTest = (question) =>
  new Promise((resolve) => {
    document.documentElement.dataset.galleryAsks = JSON.stringify(question)
    window.answerGallery = (answer) => {
      delete document.documentElement.dataset.galleryAsks
      window.answerGallery = undefined
      resolve(answer)
    }
  })

// one gallery page's kit and React root, made from its query
function show(query: string): { kit: Kit; root: Root } {
  const search = new URLSearchParams(query)
  const entry = GALLERY_VIEWS.find(({ view }) => view === search.get('view')) ?? GALLERY_VIEWS[0]
  if (!entry || !element) throw new Error('the gallery has no views')
  const { kit, adapter } = createGalleryKit(entry, readGalleryQuery(search))
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <WalletportProvider kit={kit}>
        <main aria-label="Gallery" />
      </WalletportProvider>
    </StrictMode>,
  )
  showGalleryView(kit, adapter, entry, ask).then(
    // the test waits for this mark before it shoots
    () => mark('true'),
    (error: unknown) => {
      mark('failed')
      throw error
    },
  )
  return { kit, root }
}

function startGallery(): void {
  let current = show(window.location.search)
  window.showGalleryView = (query) => {
    mark(undefined)
    current.root.unmount()
    destroyKit(current.kit)
    window.history.replaceState(null, '', `?${query}`)
    current = show(query)
  }
}

startGallery()
