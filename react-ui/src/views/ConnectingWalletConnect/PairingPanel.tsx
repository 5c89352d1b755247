import { buildWalletLinks, type WalletListItem } from '@walletport/core'
import { type MouseEvent, useState } from 'react'
import { CopyIcon } from '../../components/icons.js'
import { QrCode } from '../../components/QrCode.js'
import { Spinner } from '../../components/Spinner.js'
import { useCopy } from '../../components/useCopy.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { openWalletNow } from '../../wallets/openWalletNow.js'
import { toPairingWallet } from '../../wallets/toPairingWallet.js'
import type { PairingState } from './usePairing.js'

export type PairingPanelProps = PairingState & {
  /** the wallet being paired, when the user picked one */
  wallet?: WalletListItem | undefined
  /** the name to show; the wallet's, or WalletConnect's */
  name: string
}

/**
 * The QR code of a pairing URI, its copy button and, on mobile, the link that opens the
 * wallet's app with it (the app's scheme, else its universal link): "Open" first, "Open again"
 * once the wallet was opened (by the tap that chose it, or here).
 */
export function PairingPanel({ uri, buffering, linked, wallet, name }: PairingPanelProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const copy = useCopy('toast.linkCopied')
  const [openedHere, setOpenedHere] = useState(false)
  const links =
    kit.isMobile && uri && wallet
      ? buildWalletLinks({ uri, wallet: toPairingWallet(wallet) })
      : undefined
  const link = links?.native ?? links?.universal
  const opened = openedHere || (wallet !== undefined && linked === wallet.name)

  function openWallet(event: MouseEvent<HTMLAnchorElement>) {
    // opened here, inside the tap: a browser blocks an app link opened after an await
    event.preventDefault()
    if (buffering || !wallet) return
    if (openWalletNow(kit, wallet)) setOpenedHere(true)
  }

  return (
    <div className="wp-pairing">
      {link && (
        <a
          className="wp-action"
          href={link.href}
          aria-disabled={buffering || undefined}
          data-opened={opened || undefined}
          onClick={openWallet}
        >
          {opened ? t('walletConnect.openAgain') : t('walletConnect.open', { wallet: name })}
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
