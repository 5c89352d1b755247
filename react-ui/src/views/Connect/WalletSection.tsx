import { pushView, type WalletEntry, type WalletTag } from '@walletport/core'
import { GridIcon } from '../../components/icons.js'
import { useListNavigation } from '../../components/useListNavigation.js'
import { WalletButton } from '../../components/WalletButton.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { NoWalletButton } from '../../wallets/NoWalletButton.js'
import { useChooseWallet } from '../../wallets/useChooseWallet.js'
import { useWalletLogos } from '../../wallets/useWalletLogos.js'
import { useConnectEntries } from './useConnectEntries.js'

const TAGS: Readonly<Record<WalletTag, PlainMessageKey>> = {
  recent: 'wallet.recent',
  installed: 'wallet.installed',
  qrCode: 'wallet.qrCode',
}

/** The wallets of the Connect view, and the way to the full list. */
export function WalletSection() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { entries, walletList, pairing } = useConnectEntries()
  const { features } = kit.options
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
            <AllWalletsButton count={pairing ? walletList.count : 0} />
          </li>
        )}
      </ul>
      <NoWalletButton />
    </>
  )
}

/** The way to the full list, with how many wallets it has when they can be paired with. */
function AllWalletsButton({ count }: { count: number }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  return (
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
      {count > 0 && <span className="wp-tag">{t('connect.walletCount', { count })}</span>}
    </button>
  )
}
