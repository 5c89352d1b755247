import type { Connector } from '@walletport/core'

/** The fields of a wagmi connector the kit's list needs. */
export type WagmiConnectorLike = {
  id: string
  name: string
  type: string
  icon?: string | undefined
  rdns?: string | readonly string[] | undefined
}

/**
 * A wagmi connector as a kit connector. EIP-6963 wallets (an rdns) are announced and
 * installed; the generic injected one is the browser wallet; every other one (WalletConnect
 * with its own QR modal, Coinbase, Safe, mock…) is external: the kit hands its connect to
 * wagmi rather than to its own pairing.
 */
export function toKitConnector(connector: WagmiConnectorLike): Connector {
  // wagmi names an EIP-6963 wallet's connector by its rdns (`io.metamask`); its own
  // injected targets (`injected`, `metaMask`…) have no dot. Connectors may also carry `rdns`
  const rdns =
    (Array.isArray(connector.rdns) ? connector.rdns[0] : connector.rdns) ??
    (connector.type === 'injected' && connector.id.includes('.') ? connector.id : undefined)
  const icon = connector.icon ? { imageUrl: connector.icon } : {}
  if (connector.type === 'injected' && typeof rdns === 'string')
    return {
      id: connector.id,
      name: connector.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      ...icon,
      rdns,
      installed: true,
    }
  if (connector.type === 'injected') {
    // the generic connector of `window.ethereum`: listed as installed when one is there
    const installed = Boolean((globalThis as { ethereum?: unknown }).ethereum)
    return {
      id: connector.id,
      name: connector.name,
      type: 'INJECTED',
      chain: 'eip155',
      ...icon,
      installed,
    }
  }
  return { id: connector.id, name: connector.name, type: 'EXTERNAL', chain: 'eip155', ...icon }
}
