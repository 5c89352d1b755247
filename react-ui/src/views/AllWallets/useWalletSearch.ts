import { searchWallets, WALLET_LIST } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'

export type WalletSearch = {
  /** the query whose results are shown; undefined while there is none */
  settled: string | undefined
  searching: boolean
}

/**
 * Searches through core (the explorer, else the bundled wallets) for each query and settles
 * it no sooner than 300 ms after the query changed, so results do not flicker
 * while the user types; a newer query cancels an older one still waiting.
 * `searching` is derived, not stored: a keystroke then costs one render of the view, not two.
 */
export function useWalletSearch(query: string): WalletSearch {
  const { kit } = useKitContext()
  const [settled, setSettled] = useState<string>()
  const trimmed = query.trim()
  useEffect(() => {
    if (!trimmed) {
      setSettled(undefined)
      return
    }
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    const controller = new AbortController()
    searchWallets(kit, { query: trimmed, signal: controller.signal })
      .catch((error: unknown) => {
        if (active) kit.log.warn('the wallet search failed', error)
      })
      .then(() => {
        if (!active) return
        const wait = Math.max(0, WALLET_LIST.searchMinWait - (Date.now() - started))
        timer = setTimeout(() => {
          if (active) setSettled(trimmed)
        }, wait)
      })
    return () => {
      active = false
      clearTimeout(timer)
      controller.abort()
    }
  }, [trimmed, kit])
  return { settled, searching: trimmed !== '' && settled !== trimmed }
}
