'use client'
import { evmAdapter } from '@walletport/adapters-evm'
import { cookieStorage, createKit, type InitialState, type Kit } from '@walletport/core'
// the provider for a server render with the visitor's connection (it takes initialState)
import { WalletportProvider } from '@walletport/react-ui/ssr'
import { type ReactNode, useState } from 'react'
import type { DemoConfig } from '../../demo/demoConfig.js'
import { getDemoNetworks } from '../../demo/demoNetworks.js'
import { installDemoWallet } from '../../demo/wallet/installDemoWallet.js'

function makeKit(demo: DemoConfig): Kit {
  // in the browser the demo wallet comes first, so the kit's first discovery finds it
  if (typeof window !== 'undefined') installDemoWallet(demo)
  return createKit({
    networks: getDemoNetworks(demo),
    adapters: [evmAdapter()],
    // the connection lives in a cookie, which the server reads on the next request
    storage: cookieStorage(),
    metadata: {
      name: 'Walletport with Next.js',
      description: 'The Walletport button in a server page',
      url: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    },
  })
}

/** The kit of this page (one per page load, on the server and in the browser). */
export function Providers({
  demo,
  initialState,
  children,
}: {
  demo: DemoConfig
  initialState: InitialState | undefined
  children: ReactNode
}) {
  const [kit] = useState(() => makeKit(demo))
  return (
    <WalletportProvider kit={kit} initialState={initialState}>
      {children}
    </WalletportProvider>
  )
}
