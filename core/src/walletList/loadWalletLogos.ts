/**
 * Docs: /core/walletList/loadWalletLogos. The bundled wallets' logos (small original SVG marks,
 * as `data:` image URLs) by registry id. They are a module of their own behind import(), so a
 * page pays for them only when it shows a wallet list, never in the JavaScript before it.
 *
 * @example
 * const logos = await loadWalletLogos()
 * image.src = logos[wallet.id] ?? fallback
 */
export async function loadWalletLogos(): Promise<Readonly<Record<string, string>>> {
  const { WALLET_LOGOS } = await import('./walletLogos.js')
  return WALLET_LOGOS
}
