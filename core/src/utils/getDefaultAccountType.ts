import type { AccountType } from '../types/account.js'

/** The account type each namespace starts with. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<string, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

/**
 * Docs: /core/utils/getDefaultAccountType. The namespace's default account type, from the
 * kit's `defaultAccountTypes` option first; `eoa` for a namespace with no default, since every
 * chain has plain accounts.
 */
export function getDefaultAccountType(
  namespace: string,
  overrides: Readonly<Partial<Record<string, AccountType>>> = {},
): AccountType {
  return (
    (Object.hasOwn(overrides, namespace) ? overrides[namespace] : undefined) ??
    (Object.hasOwn(DEFAULT_ACCOUNT_TYPES, namespace)
      ? DEFAULT_ACCOUNT_TYPES[namespace]
      : undefined) ??
    'eoa'
  )
}
