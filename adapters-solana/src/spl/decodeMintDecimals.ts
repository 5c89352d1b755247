// the mint layout (Token and Token-2022): mint authority option (u32) and key (32 bytes),
// supply (u64), decimals (u8) at 44, then the rest up to 82 bytes; Token-2022 extensions
// start at 165 (padded past the token account size), after a byte naming the account type
const MINT_SIZE = 82
const DECIMALS_OFFSET = 44
const ACCOUNT_SIZE = 165
const MULTISIG_SIZE = 355
const ACCOUNT_TYPE_MINT = 1

/**
 * The decimals of a mint's data, checked as the token programs lay it out; undefined for
 * data that is not a mint (a token account, a multisig, a short buffer).
 */
export function decodeMintDecimals(data: Uint8Array): number | undefined {
  if (data.length < MINT_SIZE) return undefined
  if (
    data.length > MINT_SIZE &&
    (data.length <= ACCOUNT_SIZE ||
      data.length === MULTISIG_SIZE ||
      data[ACCOUNT_SIZE] !== ACCOUNT_TYPE_MINT)
  )
    return undefined
  return data[DECIMALS_OFFSET]
}
