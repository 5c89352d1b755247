import { BaseError, type CaipNetworkId } from '@walletport/core'
import { useAccount, useNetwork, useWalletport } from '@walletport/react-ui'
import { useId, useState } from 'react'
import { getDemoConfig } from '../demoConfig.js'

/**
 * Docs: /examples/demo. The app's own network menu: it asks the kit to switch, as a host page
 * does from its code. It offers every chain the demo wallet knows, Devnet C too, which the app
 * does not list: asking for it is the host bug SPEC section 8's SWITCH_NETWORK_NOT_FOUND alert
 * tells developers about, so the panel opens the modal where the alert explains it.
 */
export function AppNetworkPanel() {
  const account = useAccount()
  const { network, switchNetwork } = useNetwork()
  const { open } = useWalletport()
  const id = useId()
  const [error, setError] = useState<string>()
  const chains = getDemoConfig()?.chains ?? []
  if (!account.isConnected || !chains.length) return null

  async function onSwitch(networkId: CaipNetworkId) {
    setError(undefined)
    try {
      await switchNetwork(networkId)
    } catch (caught) {
      setError(caught instanceof BaseError ? caught.shortMessage : 'The switch failed.')
      // the kit's alert (if it raised one) is shown in the modal
      await open()
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Switch from the app</h2>
      <p className="muted">
        The page asks the kit itself. Devnet C is known to the wallet but not listed by this app.
      </p>
      <div className="choices">
        {chains.map((chain) => {
          const networkId: CaipNetworkId = `eip155:${chain.id}`
          return (
            <button
              key={chain.id}
              type="button"
              className="secondary"
              aria-pressed={network.caipNetworkId === networkId}
              onClick={() => void onSwitch(networkId)}
            >
              {chain.unlisted ? `${chain.name} (not listed)` : chain.name}
            </button>
          )
        })}
      </div>
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
