// the token account layout (Token and Token-2022): mint (32 bytes), owner (32), amount (u64
// little-endian), then delegate, state and authorities up to 165 bytes; Token-2022
// extensions follow, after a byte naming the account type
const ACCOUNT_SIZE = 165
// a multisig account is 355 bytes, which no token account with extensions can be
const MULTISIG_SIZE = 355
const ACCOUNT_TYPE_ACCOUNT = 2

export type DecodedTokenAccount = {
  /** the mint's 32-byte address */
  mint: Uint8Array
  /** in the mint's base units */
  amount: bigint
}

/**
 * The mint and amount of a token account's data, checked as the token programs lay it out;
 * undefined for data that is not a token account (a mint, a multisig, a short buffer).
 */
export function decodeTokenAccount(data: Uint8Array): DecodedTokenAccount | undefined {
  if (data.length < ACCOUNT_SIZE) return undefined
  if (
    data.length > ACCOUNT_SIZE &&
    (data.length === MULTISIG_SIZE || data[ACCOUNT_SIZE] !== ACCOUNT_TYPE_ACCOUNT)
  )
    return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  // a plain copy: a Buffer's slice would be a view into the caller's bytes
  return { mint: new Uint8Array(data.subarray(0, 32)), amount: view.getBigUint64(64, true) }
}
