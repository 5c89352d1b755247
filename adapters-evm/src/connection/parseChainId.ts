import { isHex } from 'viem'

/** A chain id as wallets report it (a number, hex or decimal text); undefined otherwise. */
export function parseChainId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && isHex(value)
        ? Number.parseInt(value, 16)
        : typeof value === 'string' && /^[0-9]+$/.test(value)
          ? Number(value)
          : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
