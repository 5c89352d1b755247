/**
 * Runs in the page before its scripts (`openPage`'s `init`): one Solana and one Bitcoin
 * Wallet Standard wallet, registering themselves as an extension would, by the standard's
 * window events. They are listed only; connecting to them is not part of what they do.
 */
export function installStandardWallets(): void {
  const icon = `data:image/svg+xml;base64,${btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#777"/></svg>',
  )}`
  const none = async () => ({ accounts: [] })
  const wallet = (name: string, chains: string[], features: Record<string, unknown>) => ({
    version: '1.0.0',
    name,
    icon,
    chains,
    accounts: [],
    features: { 'standard:connect': { version: '1.0.0', connect: none }, ...features },
  })
  const wallets = [
    wallet('Test Solana Wallet', ['solana:mainnet'], {
      'solana:signMessage': { version: '1.0.0', signMessage: async () => [] },
    }),
    wallet('Test Bitcoin Wallet', ['bitcoin:mainnet'], {
      'bitcoin:connect': { version: '1.0.0', connect: none },
      'bitcoin:signPsbt': { version: '1.0.0', signPsbt: async () => [] },
    }),
  ]
  const register = (api: { register(...wallets: unknown[]): unknown }) => api.register(...wallets)
  // the app may start listening before or after this script: answer its app-ready as well
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent).detail),
  )
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
}
