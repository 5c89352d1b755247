import { useStore } from '@nanostores/react'
import {
  getAllWallets,
  getConnectEntries,
  pushView,
  type WalletEntry,
  type WalletTag,
} from '@walletport/core'
import { useMemo } from 'react'
import { GridIcon } from '../../components/icons.js'
import { useListNavigation } from '../../components/useListNavigation.js'
import { WalletButton } from '../../components/WalletButton.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { NoWalletButton } from '../../wallets/NoWalletButton.js'
import { useChooseWallet } from '../../wallets/useChooseWallet.js'
import { usePrefetchImages } from '../../wallets/usePrefetchImages.js'
import { useWalletList } from '../../wallets/useWalletList.js'
import { useWalletLogos } from '../../wallets/useWalletLogos.js'

const TAGS: Readonly<Record<WalletTag, PlainMessageKey>> = {
  recent: 'wallet.recent',
  installed: 'wallet.installed',
  qrCode: 'wallet.qrCode',
}

/** The wallets of the Connect view, and the way to the full list. */
export function WalletSection() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { connectors, walletList, customWallets, pairing } = useWalletList()
  const recentWallets = useStore(kit.$recentWallets)
  const { excludeWalletIds, features } = kit.options
  const entries = useMemo(
    () =>
      getConnectEntries({
        connectors,
        recentWallets,
        walletList,
        customWallets,
        excludeWalletIds,
        isMobile: kit.isMobile,
        pairing,
      }),
    [connectors, recentWallets, walletList, customWallets, excludeWalletIds, kit.isMobile, pairing],
  )
  // the full list opens with its first images already loaded
  const firstImages = useMemo(
    () =>
      features.allWallets
        ? getAllWallets({ connectors, walletList, customWallets, excludeWalletIds, pairing }).map(
            (w) => w.wallet.imageUrl,
          )
        : [],
    [features.allWallets, connectors, walletList, customWallets, excludeWalletIds, pairing],
  )
  usePrefetchImages(firstImages)
  const onKeyDown = useListNavigation()
  const chooseWallet = useChooseWallet()
  const logoFor = useWalletLogos()

  function choose(entry: WalletEntry) {
    if (entry.kind === 'walletConnect')
      pushView(kit, { view: 'ConnectingWalletConnect', data: { wallet: entry.wallet } })
    else chooseWallet(entry.wallet)
  }

  if (!entries.length && !features.allWallets)
    return <p className="wp-empty">{t('connect.noWallets')}</p>
  return (
    <>
      <ul
        className="wp-list"
        aria-label={t('connect.wallets')}
        onKeyDown={onKeyDown}
        data-method="wallet"
      >
        {entries.map((entry) => (
          <li key={entry.key}>
            <WalletButton
              name={entry.kind === 'walletConnect' ? t('connect.walletConnect') : entry.wallet.name}
              imageUrl={logoFor(entry.wallet)}
              tag={entry.tag && t(TAGS[entry.tag])}
              data-installed={entry.tag === 'installed' || undefined}
              onClick={() => choose(entry)}
            />
          </li>
        ))}
        {features.allWallets && (
          <li>
            <button
              type="button"
              className="wp-wallet"
              data-wp-item=""
              onClick={() => pushView(kit, { view: 'AllWallets' })}
            >
              <span className="wp-logo" data-size="md" aria-hidden="true">
                <GridIcon />
              </span>
              <span className="wp-wallet-name">{t('connect.allWallets')}</span>
              {pairing && walletList.count > 0 && (
                <span className="wp-tag">
                  {t('connect.walletCount', { count: walletList.count })}
                </span>
              )}
            </button>
          </li>
        )}
      </ul>
      <NoWalletButton />
    </>
  )
}
