import type { DemoConfig } from '../demo/demoConfig.js'
import { getDevKey } from './devnet.js'

/** anvil dev account 2 is the phone wallet's: funded on both chains, not the demo wallet */
export const PHONE_WALLET_INDEX = 2

/**
 * What the phone wallet page is given: the demo's chains and relay, and a key of its own
 * (anvil's, public, for the local chains only), so it is a different wallet from the
 * demo's injected one.
 */
export function getPhoneWalletConfig(demo: DemoConfig, relayUrl: string): DemoConfig {
  return { chains: demo.chains, privateKey: getDevKey(PHONE_WALLET_INDEX).privateKey, relayUrl }
}
