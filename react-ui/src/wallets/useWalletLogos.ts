import {
  findRegistryWallet,
  type Kit,
  loadWalletLogos,
  type WalletListItem,
} from '@walletport/core'
import { useCallback, useEffect, useState } from 'react'
import { useKitContext } from '../provider/KitContext.js'

export type LogoFor = (wallet: WalletListItem) => string | undefined

type Logos = Readonly<Record<string, string>>

function load(kit: Kit, set: (logos: Logos) => void): () => void {
  let active = true
  loadWalletLogos().then(
    (logos) => {
      if (active) set(logos)
    },
    (error: unknown) => kit.log.warn('the bundled wallet logos could not be loaded', error),
  )
  return () => {
    active = false
  }
}

/**
 * The image of a wallet: its own, else the bundled registry's mark for it (by id, or by the
 * rdns or name of an installed wallet). The marks load with the view that shows the list
 * (an import() of their own), never with the page's first JavaScript.
 */
export function useWalletLogos(): LogoFor {
  const { kit } = useKitContext()
  const [logos, setLogos] = useState<Logos>()
  useEffect(() => load(kit, setLogos), [kit])
  return useCallback(
    (wallet) => {
      if (wallet.imageUrl || !logos) return wallet.imageUrl
      const id = logos[wallet.id] ? wallet.id : findRegistryWallet(wallet)?.id
      return id ? logos[id] : undefined
    },
    [logos],
  )
}
