import { useStore } from '@nanostores/react'
import { pushView, showToast } from '@walletport/core'
import { useEffect, useRef } from 'react'
import { GridIcon } from '../../components/icons.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel.js'
import { usePairingUri } from '../ConnectingWalletConnect/usePairingUri.js'
import type { ViewProps } from '../types.js'
import { useFinishConnect } from '../useFinishConnect.js'

/**
 * Pairing when the app has no adapters: starts the basic pairing flow, shows its URI, and
 * closes once a wallet connects.
 */
export function ConnectingWalletConnectBasic(_: ViewProps) {
  const { kit, flows } = useKitContext()
  const { t } = useMessages()
  const uri = usePairingUri()
  const status = useStore(kit.$status)
  const finish = useFinishConnect('ConnectingWalletConnectBasic')

  const started = useRef(false)
  useEffect(() => {
    if (started.current || !flows.pairing) return
    started.current = true
    flows.pairing.start().catch(() => {
      showToast(kit, { variant: 'error', message: t('connecting.failed') })
    })
  }, [kit, flows.pairing, t])
  useEffect(() => {
    if (status === 'connected') finish()
  }, [status, finish])

  return (
    <div className="wp-stack">
      <PairingPanel uri={uri} name={t('connect.walletConnect')} />
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
