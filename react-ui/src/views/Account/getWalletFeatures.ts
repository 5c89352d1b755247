import type { KitFeatures, View, WalletFeature } from '@walletport/core'
import type { PlainMessageKey } from '../../i18n/types.js'

export type WalletFeatureEntry = Readonly<{ view: View; label: PlainMessageKey }>

/**
 * The Account view's button of each wallet feature; a feature's issue adds its entry when
 * its view lands (none has yet).
 */
export const WALLET_FEATURE_VIEWS: Readonly<Partial<Record<WalletFeature, WalletFeatureEntry>>> = {}

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
