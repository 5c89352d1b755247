import { connectWalletConnect, getPairingClient, pushView } from '@walletport/core'
import { useCallback } from 'react'
import { GridIcon } from '../../components/icons.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel.js'
import { PairingRetry } from '../ConnectingWalletConnect/PairingRetry.js'
import { usePairing } from '../ConnectingWalletConnect/usePairing.js'
import { usePairingConnect } from '../ConnectingWalletConnect/usePairingConnect.js'
import type { ViewProps } from '../types.js'

/**
 * Pairing when the app has no adapters (the basic mode): core's connectWalletConnect pairs
 * every configured namespace through one URI, shown here; the modal closes once a wallet
 * connects. Without WalletConnect (no relay and no project id) there is nothing to pair with.
 */
export function ConnectingWalletConnectBasic(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const hasClient = getPairingClient(kit) !== undefined
  const run = useCallback(() => connectWalletConnect(kit), [kit])
  const { status, error, start } = usePairingConnect(
    'ConnectingWalletConnectBasic',
    hasClient ? run : undefined,
  )
  const pairing = usePairing()

  return (
    <div className="wp-stack" data-state={status}>
      {!hasClient ? (
        <p className="wp-empty">{t('walletConnect.unavailable')}</p>
      ) : status === 'connecting' ? (
        <PairingPanel {...pairing} name={t('connect.walletConnect')} />
      ) : (
        <PairingRetry status={status} error={error} retry={() => void start()} />
      )}
      {kit.options.features.allWallets && (
        <button
          type="button"
          className="wp-wallet"
          onClick={() => pushView(kit, { view: 'AllWallets' })}
        >
          <span className="wp-logo" data-size="md" aria-hidden="true">
            <GridIcon />
          </span>
          <span className="wp-wallet-name">{t('connect.allWallets')}</span>
        </button>
      )}
    </div>
  )
}
