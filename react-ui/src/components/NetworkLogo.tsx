import type { Network } from '@walletport/core'
import { useKitContext } from '../provider/KitContext.js'
import { Logo, type LogoProps } from './Logo.js'
import { useNetworkLogo } from './useNetworkLogo.js'

export type NetworkLogoProps = {
  network: Network
  size?: LogoProps['size']
  /** false shows the monogram and loads nothing (a button on the page before any click) */
  load?: boolean
}

/**
 * A network's logo, decorative (the network's name is beside it): its image or the
 * catalogue's mark once loaded, else its monogram, also when the image fails or takes
 * longer than 2 s (Logo).
 */
export function NetworkLogo({ network, size = 'sm', load = true }: NetworkLogoProps) {
  const { kit } = useKitContext()
  const src = useNetworkLogo(kit, network, load)
  return <Logo name={network.name} src={src} size={size} />
}
