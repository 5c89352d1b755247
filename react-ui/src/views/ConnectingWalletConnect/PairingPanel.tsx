import {
  buildWalletLinks,
  getPairingClient,
  openWalletLink,
  type PairingWallet,
  type WalletListItem,
} from '@walletport/core'
import type { MouseEvent } from 'react'
import { CopyIcon } from '../../components/icons.js'
import { QrCode } from '../../components/QrCode.js'
import { Spinner } from '../../components/Spinner.js'
import { useCopy } from '../../components/useCopy.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { PairingState } from './usePairing.js'

export type PairingPanelProps = PairingState & {
  /** the wallet being paired, when the user picked one */
  wallet?: WalletListItem | undefined
  /** the name to show; the wallet's, or WalletConnect's */
  name: string
}

/** A wallet of the list as the pairing client knows wallets: its two links. */
function toPairingWallet(wallet: WalletListItem): PairingWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    nativeLink: wallet.mobileLink,
    universalLink: wallet.universalLink,
  }
}

/**
 * The QR code of a pairing URI, its copy button and, on mobile, the link that opens the
 * wallet's app with it: the app's scheme, else its universal link.
 */
export function PairingPanel({ uri, buffering, wallet, name }: PairingPanelProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const copy = useCopy('toast.linkCopied')
  const target = kit.isMobile && uri && wallet ? toPairingWallet(wallet) : undefined
  const links = target && uri ? buildWalletLinks({ uri, wallet: target }) : undefined
  const link = links?.native ?? links?.universal

  function openWallet(event: MouseEvent<HTMLAnchorElement>) {
    // opened here, inside the tap: a browser blocks an app link opened after an await
    event.preventDefault()
    if (buffering || !target || !link) return
    const native = link === links?.native
    const client = getPairingClient(kit)
    // the client also remembers the link, to bring the wallet forward for its requests
    if (client) client.openWallet(target, { link: native ? 'native' : 'universal' })
    else openWalletLink(link.href, native ? '_self' : '_blank')
  }

  return (
    <div className="wp-pairing">
      {link && (
        <a
          className="wp-action"
          href={link.href}
          aria-disabled={buffering || undefined}
          onClick={openWallet}
        >
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
