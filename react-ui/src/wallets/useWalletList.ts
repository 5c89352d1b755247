import { useStore } from '@nanostores/react'
import { canPair, fetchWallets, getKitCustomWallets } from '@walletport/core'
import { useEffect, useMemo, useState } from 'react'
import { useKitContext } from '../provider/KitContext.js'

/**
 * The kit's connectors, wallet list and custom wallets (of its chains), and whether wallets
 * that are not installed can be paired with. Loads the list's first page through core (once per kit: fetchWallets keeps
 * a loaded page); a list that cannot be loaded leaves the bundled wallets and a log line.
 * `loading` while that first read runs and nothing is listed yet.
 */
export function useWalletList() {
  const { kit } = useKitContext()
  const connectors = useStore(kit.$connectors)
  const walletList = useStore(kit.$walletList)
  const customWallets = useMemo(() => getKitCustomWallets(kit), [kit])
  const [reading, setReading] = useState(() => kit.$walletList.get().wallets.length === 0)
  useEffect(() => {
    let current = true
    fetchWallets(kit)
      .catch((error: unknown) => {
        kit.log.warn('the wallet list could not be loaded', error)
      })
      .finally(() => {
        if (current) setReading(false)
      })
    return () => {
      current = false
    }
  }, [kit])
  return {
    connectors,
    walletList,
    customWallets,
    pairing: canPair(kit, connectors),
    loading: reading && walletList.wallets.length === 0,
  }
}
