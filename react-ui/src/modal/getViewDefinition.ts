import type { Kit, KitFeatures, View } from '@walletport/core'
import { VIEWS, type ViewDefinition } from './views.js'

type FeatureFlag = keyof Pick<KitFeatures, 'send' | 'receive' | 'swaps' | 'onramp' | 'names'>

/** The feature each feature view belongs to; the rest are always part of the modal. */
const VIEW_FEATURES: Readonly<Partial<Record<View, FeatureFlag>>> = {
  WalletSend: 'send',
  WalletSendSelectToken: 'send',
  WalletSendPreview: 'send',
  WalletReceive: 'receive',
  Swap: 'swaps',
  SwapSelectToken: 'swaps',
  OnRampProviders: 'onramp',
  RegisterAccountName: 'names',
  RegisterAccountNameSuccess: 'names',
}

/** the embedded wallet's views, there only with the kit's `embeddedWallet` option */
const EMBEDDED_VIEWS: readonly View[] = [
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ApproveTransaction',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
]

/**
 * A view of this modal for this kit: none for a view whose feature is off (a caller may still
 * open it by name), so the modal gives way instead of showing a feature the app left out.
 */
export function getViewDefinition(kit: Kit, view: View): ViewDefinition | undefined {
  const flag = VIEW_FEATURES[view]
  if (flag && !kit.options.features[flag]) return undefined
  if (EMBEDDED_VIEWS.includes(view) && !kit.options.embeddedWallet) return undefined
  return VIEWS[view]
}
