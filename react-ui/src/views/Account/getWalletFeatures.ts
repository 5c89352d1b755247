import type { KitFeatures, View, WalletFeature } from '@walletport/core'
import type { PlainMessageKey } from '../../i18n/types.js'

export type WalletFeatureEntry = Readonly<{ view: View; label: PlainMessageKey }>

/**
 * The Account view's button of each wallet feature; a feature's issue adds its entry when
 * its view lands.
 */
export const WALLET_FEATURE_VIEWS: Readonly<Partial<Record<WalletFeature, WalletFeatureEntry>>> = {
  receive: { view: 'WalletReceive', label: 'feature.receive' },
  send: { view: 'WalletSend', label: 'feature.send' },
  onramp: { view: 'OnRampProviders', label: 'feature.onramp' },
  swaps: { view: 'Swap', label: 'feature.swap' },
}

/**
 * The wallet features to show, in the configured order (onramp, swaps, receive, send by
 * default): those switched on whose view exists.
 */
export function getWalletFeatures(
  order: readonly WalletFeature[],
  features: Readonly<KitFeatures>,
  available: Readonly<Partial<Record<WalletFeature, WalletFeatureEntry>>> = WALLET_FEATURE_VIEWS,
): (WalletFeatureEntry & { feature: WalletFeature })[] {
  return order.flatMap((feature) => {
    const entry = available[feature]
    return features[feature] && entry ? [{ ...entry, feature }] : []
  })
}
