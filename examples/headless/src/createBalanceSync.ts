// The balance follows the account and its network: `fetchBalance(kit)` fills
// `$account.balance` once each time either changes, including a switch made in the wallet,
// which the page did not start.
import { fetchBalance, type Kit } from '@walletport/core'
import type { Runner } from './createRunner.js'
import type { Snapshot } from './readSnapshot.js'

/** Returns `sync(snapshot)`, to call after each update. */
export function createBalanceSync(kit: Kit, runner: Runner) {
  // the account and network the last fetch was for; '' when there is nothing to fetch
  let fetchedFor = ''
  return function sync({ connected, unsupportedNetworkId, address, network }: Snapshot) {
    const key = connected && !unsupportedNetworkId ? `${address}@${network.caipNetworkId}` : ''
    if (key === fetchedFor) return
    fetchedFor = key
    if (key) fetchBalance(kit).catch((caught: unknown) => runner.fail(caught))
  }
}
