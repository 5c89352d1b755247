import { render } from '@testing-library/react'
import type { Kit } from '@walletport/core'
import type { ReactNode } from 'react'
import { WalletportProvider } from '../provider/WalletportProvider.js'

/** Renders under a provider for `kit`, inside a main landmark as a page would. */
export function renderWithKit(kit: Kit, ui: ReactNode) {
  return render(
    <WalletportProvider kit={kit}>
      <main>{ui}</main>
    </WalletportProvider>,
  )
}

/** Loads the modal's code ahead, so the first test of a file does not wait on the transform. */
export async function preloadModal(): Promise<void> {
  const { loadModal } = await import('../modal/loadModal.js')
  const { VIEWS } = await import('../modal/views.js')
  await loadModal('en')
  await Promise.all(Object.values(VIEWS).map((view) => view?.preload?.()))
}
