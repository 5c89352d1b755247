import type { DemoConfig } from '../demoConfig.js'
import { announceDemoWallet } from './announceDemoWallet.js'
import { createDemoProvider, type DemoProvider } from './createDemoProvider.js'
import { mountDemoBanner } from './mountDemoBanner.js'

/**
 * Docs: /examples/demo. Puts the demo wallet in the page: the provider (remembering its
 * permission in localStorage, as a wallet extension does across reloads), its EIP-6963
 * announcement and the banner that says it is a demo key. Call it before the kit is created
 * so the first discovery already finds the wallet.
 */
export function installDemoWallet(config: DemoConfig): DemoProvider {
  let banner: ReturnType<typeof mountDemoBanner> | undefined
  const provider = createDemoProvider({
    config,
    approve: (request) => banner?.approve(request) ?? Promise.resolve(true),
    storage: window.localStorage,
    onActivity: (activity) => banner?.log(activity),
    onChange: () => banner?.update(),
  })
  banner = mountDemoBanner(provider, config)
  announceDemoWallet(provider)
  return provider
}
