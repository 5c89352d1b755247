import type { WalletListItem } from '@walletport/core'
import { CopyIcon } from '../../components/icons.js'
import { QrCode } from '../../components/QrCode.js'
import { Spinner } from '../../components/Spinner.js'
import { useCopy } from '../../components/useCopy.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getWalletLink } from '../../wallets/getWalletLink.js'

export type PairingPanelProps = {
  uri: string | undefined
  /** the wallet being paired, when the user picked one */
  wallet?: WalletListItem | undefined
  /** the name to show; the wallet's, or WalletConnect's */
  name: string
}

/** The QR code of a pairing URI, its copy button and, on mobile, the wallet's deep link. */
export function PairingPanel({ uri, wallet, name }: PairingPanelProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const copy = useCopy('toast.linkCopied')
  const link = kit.isMobile && uri ? getWalletLink(wallet?.mobileLink, uri) : undefined
  return (
    <div className="wp-pairing">
      {link && (
        <a className="wp-action" href={link}>
          {t('walletConnect.open', { wallet: name })}
        </a>
      )}
      <div className="wp-qr-frame">
        {uri ? (
          <QrCode value={uri} label={t('walletConnect.qrLabel', { wallet: name })} />
        ) : (
          <Spinner label={t('walletConnect.preparing')} />
        )}
      </div>
      <p className="wp-text">{t('walletConnect.scan', { wallet: name })}</p>
      <button
        type="button"
        className="wp-action wp-action-secondary"
        aria-disabled={!uri || undefined}
        onClick={() => {
          if (uri) void copy(uri)
        }}
      >
        <CopyIcon />
        {t('walletConnect.copyLink')}
      </button>
    </div>
  )
}
