import '@walletport/react-ui/styles.css'
import '../../shared/page.css'
import { cookieToInitialState } from '@walletport/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { getDemoNetworks } from '../../demo/demoNetworks.js'
import { readDemoConfig } from '../readDemoConfig.js'
import { Providers } from './providers.js'

export const metadata = { title: 'Walletport with Next.js' }

/**
 * A server component: it reads the kit's cookie from the request and hands the connection to
 * the client providers, so the server HTML already shows the connected account.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // reading the request makes the page render per request, never prerendered at build time
  const cookie = (await headers()).get('cookie')
  const demo = readDemoConfig()
  const initialState = demo
    ? cookieToInitialState(cookie, {
        networks: getDemoNetworks(demo),
        onWarning: (warning) => console.warn(warning.message),
      })
    : undefined
  return (
    <html lang="en">
      <body>
        {demo ? (
          <Providers demo={demo} initialState={initialState}>
            {children}
          </Providers>
        ) : (
          <p>Start this example with the demo server: its chains come from WALLETPORT_DEMO.</p>
        )}
      </body>
    </html>
  )
}
