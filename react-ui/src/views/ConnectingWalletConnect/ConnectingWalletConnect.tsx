import { useStore } from '@nanostores/react'
import { connect, isUserRejection } from '@walletport/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { useFinishConnect } from '../useFinishConnect.js'
import { PairingPanel } from './PairingPanel.js'
import { usePairingUri } from './usePairingUri.js'

type Status = 'connecting' | 'declined' | 'failed'

/**
 * Pairing with a wallet by QR code or link: connects the pairing connector (the active
 * namespace's first) and shows the URI it produces. With no adapters (basic pairing) the
 * pairing flow produces the URI instead, and the view closes once a wallet connects.
 */
export function ConnectingWalletConnect({ data }: ViewProps) {
  const { kit, flows } = useKitContext()
  const { t } = useMessages()
  const connectors = useStore(kit.$connectors)
  const activeNamespace = useStore(kit.$activeNamespace)
  const status = useStore(kit.$status)
  const connector = useMemo(() => {
    const pairing = connectors.filter((c) => c.type === 'WALLET_CONNECT')
    return pairing.find((c) => c.chain === activeNamespace) ?? pairing[0]
  }, [connectors, activeNamespace])
  const basic = !connector && kit.options.adapters.length === 0
  const uri = usePairingUri(connector?.chain)
  const name = data?.wallet?.name ?? connector?.name ?? t('connect.walletConnect')
  const [state, setState] = useState<Status>('connecting')
  const finish = useFinishConnect('ConnectingWalletConnect')

  const start = useCallback(async () => {
    setState('connecting')
    try {
      if (connector) {
        await connect(kit, { connectorId: connector.id, namespace: connector.chain })
        finish()
      } else await flows.pairing?.start()
    } catch (error) {
      setState(isUserRejection(error) ? 'declined' : 'failed')
    }
  }, [kit, connector, flows.pairing, finish])
  const started = useRef(false)
  useEffect(() => {
    if (started.current || (!connector && !basic)) return
    started.current = true
    void start()
  }, [start, connector, basic])
  // basic pairing connects outside this view: leave once it has
  useEffect(() => {
    if (basic && status === 'connected') finish()
  }, [basic, status, finish])

  if (!connector && !basic) return <p className="wp-empty">{t('walletConnect.unavailable')}</p>
  return (
    <div className="wp-stack" data-state={state}>
      {state === 'connecting' ? (
        <PairingPanel uri={uri} wallet={data?.wallet} name={name} />
      ) : (
        <div className="wp-connecting" aria-live="polite">
          <p className="wp-title">
            {t(state === 'declined' ? 'connecting.declined' : 'connecting.failed')}
          </p>
          <button type="button" className="wp-action" onClick={() => void start()}>
            {t('connecting.retry')}
          </button>
        </div>
      )}
    </div>
  )
}
