import { useStore } from '@nanostores/react'
import { getReceiveInfo } from '@walletport/core'
import { useId } from 'react'
import { CopyIcon } from '../../components/icons.js'
import { Logo } from '../../components/Logo.js'
import { QrCode } from '../../components/QrCode.js'
import { useCopy } from '../../components/useCopy.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'

/**
 * The receive view (the receive feature): the active address as a QR code and as text, a
 * copy button, and the networks the address is valid on.
 */
export function WalletReceive(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const copy = useCopy('toast.addressCopied')
  const networksId = useId()
  // re-read when the account or the network changes
  const { address } = useStore(kit.$account)
  useStore(kit.$activeNetwork)
  if (!address) return <p className="wp-empty">{t('account.disconnected')}</p>
  const info = getReceiveInfo(kit)
  return (
    <div className="wp-stack">
      <div className="wp-qr-frame wp-receive-qr">
        <QrCode value={info.address} label={t('receive.qrLabel', { address: info.address })} />
      </div>
      <div className="wp-send-field">
        <p className="wp-label">{t('receive.address')}</p>
        <p className="wp-address">{info.address}</p>
      </div>
      <button
        type="button"
        className="wp-action wp-action-secondary"
        onClick={() => void copy(info.address)}
      >
        <CopyIcon />
        {t('receive.copy')}
      </button>
      <div className="wp-send-field">
        <h3 className="wp-label" id={networksId}>
          {t('receive.networks')}
        </h3>
        <p className="wp-hint">{t('receive.networksHint')}</p>
        <ul className="wp-chips" aria-labelledby={networksId}>
          {info.networks.map((network) => (
            <li key={network.caipNetworkId} className="wp-chip">
              <Logo name={network.name} src={network.assets?.imageUrl} size="sm" />
              <span>{network.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
