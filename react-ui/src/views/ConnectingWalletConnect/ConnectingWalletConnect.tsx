import { useStore } from '@nanostores/react'
import { connect, connectWalletConnect, getPairingClient } from '@walletport/core'
import { useCallback, useMemo } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { PairingPanel } from './PairingPanel.js'
import { PairingRetry } from './PairingRetry.js'
import { usePairing } from './usePairing.js'
import { usePairingConnect } from './usePairingConnect.js'
import { useResumeOnReturn } from './useResumeOnReturn.js'

/**
 * Pairing with a wallet by QR code or link: connects the pairing connector (the active
 * namespace's first) and shows the URI core writes to the connection. Without one (no
 * adapter, the basic mode) core's pairing connects every namespace from the session alone.
 * Picking a wallet has already started the pairing (selectWallet): this joins it. Coming
 * back from the wallet's app resumes it (useResumeOnReturn).
 */
export function ConnectingWalletConnect({ data }: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const connectors = useStore(kit.$connectors)
  const activeNamespace = useStore(kit.$activeNamespace)
  const connector = useMemo(() => {
    const pairing = connectors.filter((c) => c.type === 'WALLET_CONNECT')
    return pairing.find((c) => c.chain === activeNamespace) ?? pairing[0]
  }, [connectors, activeNamespace])
  const hasClient = getPairingClient(kit) !== undefined
  const run = useCallback(
    () =>
      connector
        ? connect(kit, { connectorId: connector.id, namespace: connector.chain })
        : connectWalletConnect(kit),
    [kit, connector],
  )
  const { status, error, start } = usePairingConnect(
    'ConnectingWalletConnect',
    connector || hasClient ? run : undefined,
  )
  const pairing = usePairing(connector?.chain)
  useResumeOnReturn({
    status,
    start: () => void start(),
    wallet: data?.wallet,
  })
  const name = data?.wallet?.name ?? connector?.name ?? t('connect.walletConnect')

  if (!connector && !hasClient) return <p className="wp-empty">{t('walletConnect.unavailable')}</p>
  return (
    <div className="wp-stack" data-state={status}>
      {status === 'connecting' ? (
        <PairingPanel {...pairing} wallet={data?.wallet} name={name} />
      ) : (
        <PairingRetry status={status} error={error} retry={() => void start()} />
      )}
    </div>
  )
}
