/** WalletConnect's public relay, which needs a project id. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/**
 * Docs: /core/pairing/getRelayUrl. The relay a kit pairs through: its own `relayUrl` when a
 * site runs one, else the public relay when a project id is set, else none (and the kit
 * hides its WalletConnect options instead of offering a pairing that cannot work).
 */
export function getRelayUrl({
  projectId,
  relayUrl,
}: {
  projectId?: string | undefined
  relayUrl?: string | undefined
}): string | undefined {
  if (relayUrl) return relayUrl
  return projectId ? DEFAULT_RELAY_URL : undefined
}
