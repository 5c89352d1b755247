import type { DemoProvider } from './createDemoProvider.js'

/** EIP-6963 facts about the demo wallet; the rdns is ours, the icon is an inline picture. */
export const DEMO_WALLET_INFO = {
  name: 'Walletport Demo Wallet',
  rdns: 'org.walletport.demo',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" rx="14" fill="#5b3df5"/>' +
      '<rect x="12" y="20" width="40" height="28" rx="6" fill="#fff"/>' +
      '<rect x="36" y="29" width="16" height="10" rx="3" fill="#5b3df5"/>' +
      '<circle cx="42" cy="34" r="2.5" fill="#fff"/></svg>',
  )}`,
} as const

/**
 * Docs: /examples/demo. Announces the provider the EIP-6963 way: once now, and again each
 * time a dapp asks with `eip6963:requestProvider`. Returns the unsubscribe.
 */
export function announceDemoWallet(
  provider: DemoProvider,
  target: EventTarget = window,
): () => void {
  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), ...DEMO_WALLET_INFO }),
    provider,
  })
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
