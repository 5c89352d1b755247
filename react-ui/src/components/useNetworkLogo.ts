import { type Kit, loadNetworkLogo, type Network } from '@walletport/core'
import { useEffect, useState } from 'react'

/**
 * The logo URL of `network` (core's loadNetworkLogo: its own image, else the catalogue's
 * mark), undefined until it is known or when there is none. The catalogue's marks load with
 * the first logo asked for, never with the page's first JavaScript; `enabled: false` asks
 * for nothing.
 */
export function useNetworkLogo(kit: Kit, network: Network, enabled = true): string | undefined {
  const [logo, setLogo] = useState<{ network: Network; url: string | undefined }>()
  useEffect(() => {
    if (!enabled) return
    let active = true
    loadNetworkLogo(network).then(
      (url) => {
        if (active) setLogo({ network, url })
      },
      (error: unknown) => kit.log.warn('the network logos could not be loaded', error),
    )
    return () => {
      active = false
    }
  }, [kit, network, enabled])
  // a logo of the network shown before is not this one's
  return enabled && logo?.network === network ? logo.url : undefined
}
