import type { Network } from '../types/network.js'

/**
 * Docs: /core/networks#loadNetworkLogo. The logo of a network: its `assets.imageUrl`, else the
 * catalogue's mark for its `assets.imageId` (as an SVG data URL), else undefined. The marks
 * load with `import()` on the first call, so they never weigh on the first paint.
 */
export async function loadNetworkLogo(network: Network): Promise<string | undefined> {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  if (!network.assets?.imageId) return undefined
  const { networkLogoUrl } = await import('./logos/networkLogos.js')
  return networkLogoUrl(network.assets.imageId)
}
