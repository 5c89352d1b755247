import { useStore } from '@nanostores/react'
import { getAllWallets, getConnectEntries } from '@walletport/core'
import { useMemo } from 'react'
import { useKitContext } from '../../provider/KitContext.js'
import { usePrefetchImages } from '../../wallets/usePrefetchImages.js'
import { useWalletList } from '../../wallets/useWalletList.js'

/**
 * The wallet entries of the Connect view in core's order, and the wallet list they come
 * from; with the full list on, its first images start loading so it opens with them.
 */
export function useConnectEntries() {
  const { kit } = useKitContext()
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
  return { entries, walletList, pairing }
}
