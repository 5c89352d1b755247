import type { ChainNamespace } from '@walletport/core'

export const LABELS: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/** The message each chain's account signs on the page (the tests check the signatures). */
export function messageFor(namespace: ChainNamespace): string {
  return `Hello from Walletport on ${LABELS[namespace]}`
}
