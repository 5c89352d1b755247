import type { Kit, Network } from '@walletport/core'
import { Logo, type LogoProps } from './Logo.js'
import { useNetworkLogo } from './useNetworkLogo.js'

export type NetworkLogoImageProps = {
  kit: Kit
  network: Network
  size: NonNullable<LogoProps['size']>
}

/**
 * NetworkLogo once its code has loaded: the network's image or the catalogue's mark, else its
 * monogram, also when the image fails or takes longer than 2 s (Logo).
 */
export function NetworkLogoImage({ kit, network, size }: NetworkLogoImageProps) {
  const src = useNetworkLogo(kit, network)
  return <Logo name={network.name} src={src} size={size} />
}
