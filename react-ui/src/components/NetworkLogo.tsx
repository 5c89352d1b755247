import type { Network } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../provider/KitContext.js'
import type { LogoProps } from './Logo.js'
import type { NetworkLogoImage } from './NetworkLogoImage.js'

export type NetworkLogoProps = {
  network: Network
  size?: LogoProps['size']
  /** false shows the monogram and loads nothing (a button on the page before any click) */
  load?: boolean
}

/**
 * A network's logo, decorative (the network's name is beside it): its image or the
 * catalogue's mark once loaded, else its monogram, also when the image fails or takes
 * longer than 2 s (Logo). The image's code (NetworkLogoImage: Logo and the logo loader) comes
 * with the modal's code, so a network button costs the page nothing before the first click.
 */
export function NetworkLogo({ network, size = 'sm', load = true }: NetworkLogoProps) {
  const { kit } = useKitContext()
  // held in an object: a function given to setState would be called as an updater
  const [loaded, setLoaded] = useState<{ Image: typeof NetworkLogoImage }>()
  useEffect(() => {
    if (!load) return
    let active = true
    // from the modal's chunk, not a chunk of its own: the page prefetches that chunk when idle,
    // and a logo shows only in the modal or once it has opened, so this fetches nothing more
    // (and no extra import() target for esbuild to split the page's shared code around)
    import('../modal/ModalRoot.js').then(
      ({ NetworkLogoImage }) => {
        if (active) setLoaded({ Image: NetworkLogoImage })
      },
      (error: unknown) => kit.log.warn('the network logos could not be loaded', error),
    )
    return () => {
      active = false
    }
  }, [kit, load])
  if (load && loaded) return <loaded.Image kit={kit} network={network} size={size} />
  // what Logo shows with no image, without Logo's code
  return (
    <span className="wp-logo" data-size={size} data-state="failed" aria-hidden="true">
      <span className="wp-logo-monogram">{Array.from(network.name.trim())[0]?.toUpperCase()}</span>
    </span>
  )
}
