// The two live lines at the top: the connection status (a role=status region, read from
// `$account.status`, the connection's connector and `$activeNetwork`) and the last action's
// failure (a role=alert region, from the runner).
import type { Runner } from './createRunner.js'
import { h } from './h.js'
import type { Snapshot } from './readSnapshot.js'

function describeStatus(snapshot: Snapshot, connecting: boolean): string {
  const { status, connector, network, unsupportedNetworkId } = snapshot
  if (status === 'connected') {
    const on = unsupportedNetworkId ? 'an unsupported network' : network.name
    return `Connected with ${connector?.name ?? 'a wallet'} on ${on}`
  }
  if (status === 'disconnected') return 'Not connected'
  // a connect the person did not start is the kit restoring the stored connection
  if (status === 'reconnecting' || !connecting) return 'Reconnecting to your wallet…'
  return `Connecting to ${connector?.name ?? 'your wallet'}…`
}

/** Two sibling paragraphs rather than one section: each is its own live region. */
export function createStatusLines(runner: Runner) {
  const status = h('p', { id: 'status', role: 'status', 'data-testid': 'status' })
  const error = h('p', { id: 'error', role: 'alert', 'data-testid': 'error' })
  return {
    nodes: [status, error] as const,
    update(snapshot: Snapshot) {
      status.textContent = describeStatus(snapshot, runner.isBusy('connect'))
      // only on a change: rewriting an alert's text can make a screen reader say it again
      if (error.textContent !== runner.error) error.textContent = runner.error
      error.hidden = !runner.error
    },
  }
}
