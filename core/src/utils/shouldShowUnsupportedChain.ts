export type ShouldShowUnsupportedChainParameters = {
  /** CAIP-2 id of the network the wallet is on */
  networkId: string
  /** CAIP-2 ids of the networks the app asked for */
  requestedNetworkIds: readonly string[]
  /** the kit's `enableNetworkSwitch` option; true by default */
  enableNetworkSwitch?: boolean
  /** the kit's `allowUnsupportedChain` option; false by default */
  allowUnsupportedChain?: boolean
  /** a WalletConnect session without adapters, where the wallet decides the networks */
  isBasicPairing?: boolean
}

/**
 * Docs: /core/utils/shouldShowUnsupportedChain. Whether moving to `networkId` opens the
 * UnsupportedChain view: the network is not requested, and none of the three exceptions
 * (switching disabled, unsupported chains allowed, basic pairing) holds.
 */
export function shouldShowUnsupportedChain({
  networkId,
  requestedNetworkIds,
  enableNetworkSwitch = true,
  allowUnsupportedChain = false,
  isBasicPairing = false,
}: ShouldShowUnsupportedChainParameters): boolean {
  if (!enableNetworkSwitch || allowUnsupportedChain || isBasicPairing) return false
  return !requestedNetworkIds.includes(networkId)
}
