import { useEffect, useState } from 'react'
import type { WalletListFlow } from '../../flows/types.js'

// SPEC section 9: results appear no sooner than 300 ms after the query changes
export const SEARCH_MIN_WAIT = 300

export type WalletSearch = {
  /** the query whose results are shown; undefined while there is none */
  settled: string | undefined
  searching: boolean
}

/**
 * Runs a search for each query (through the explorer when there is a wallet-list flow) and
 * settles it no sooner than 300 ms after the query changed, so results do not flicker
 * while the user types; a newer query replaces an older one still waiting.
 */
export function useWalletSearch(query: string, flow: WalletListFlow | undefined): WalletSearch {
  const [state, setState] = useState<WalletSearch>({ settled: undefined, searching: false })
  useEffect(() => {
    const trimmed = query.trim()
    if (!trimmed) {
      setState({ settled: undefined, searching: false })
      return
    }
    setState((previous) => ({ ...previous, searching: true }))
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    const remote = flow ? flow.search({ query: trimmed }).catch(() => undefined) : Promise.resolve()
    void remote.then(() => {
      if (!active) return
      const wait = Math.max(0, SEARCH_MIN_WAIT - (Date.now() - started))
      timer = setTimeout(() => {
        if (active) setState({ settled: trimmed, searching: false })
      }, wait)
    })
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [query, flow])
  return state
}
