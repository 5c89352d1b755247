import { getDemoConfig } from '../../demo/demoConfig.js'
import { installDemoWallet } from '../../demo/wallet/installDemoWallet.js'

/**
 * Docs: /migration/from-appkit. Not part of the conversion: served by the demo server or the
 * tests, the page gets the demo wallet, an EIP-6963 wallet on the local anvil chains. It
 * announces itself when installed, so the kit made earlier (App.tsx) still finds it.
 */
export function installWalletForDemo(): void {
  const demo = getDemoConfig()
  if (demo) installDemoWallet(demo)
}
