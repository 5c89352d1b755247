import { WALLET_REGISTRY, type WalletListItem } from '@walletport/core'
import { useMemo } from 'react'
import { Logo } from '../../components/Logo.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getCustomRegistry } from '../../wallets/getCustomRegistry.js'
import { getStoreOrder } from '../../wallets/getStoreOrder.js'
import { getWalletsToInstall } from '../../wallets/getWalletsToInstall.js'
import { useWalletLogos } from '../../wallets/useWalletLogos.js'
import type { ViewProps } from '../types.js'

/**
 * Wallets to install, each with its page in the visitor's store (the phone's app store, or
 * the browser's extension store), for the app's chains; links open in a new tab.
 */
export function GetWallet(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const logoFor = useWalletLogos()
  const { networks, featuredWalletIds, excludeWalletIds, customWallets } = kit.options
  const list = useMemo(
    () =>
      getWalletsToInstall({
        // the app's own wallets first: it added them to be offered
        registry: [...getCustomRegistry(customWallets), ...WALLET_REGISTRY],
        namespaces: [...new Set(networks.map((n) => n.chainNamespace))],
        stores: getStoreOrder(
          typeof navigator === 'undefined' ? '' : navigator.userAgent,
          kit.isMobile,
        ),
        featuredWalletIds,
        excludeWalletIds,
      }),
    [networks, featuredWalletIds, excludeWalletIds, customWallets, kit.isMobile],
  )
  return (
    <div className="wp-stack">
      <p className="wp-text">{t('getWallet.intro')}</p>
      <ul className="wp-list" aria-label={t('getWallet.list')}>
        {list.map(({ wallet, store, href }) => {
          const imageUrl = customWallets?.find((custom) => custom.id === wallet.id)?.imageUrl
          const item: WalletListItem = { id: wallet.id, name: wallet.name, imageUrl }
          const storeName = t(`getWallet.store.${store}`)
          return (
            <li key={wallet.id}>
              <a
                className="wp-wallet"
                href={href}
                target="_blank"
                rel="noreferrer noopener"
                aria-label={t('getWallet.link', { wallet: wallet.name, store: storeName })}
                data-store={store}
              >
                <Logo name={wallet.name} src={logoFor(item)} />
                <span className="wp-wallet-name">{wallet.name}</span>
                <span className="wp-tag">{storeName}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
