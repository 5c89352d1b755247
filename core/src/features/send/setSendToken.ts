import type { Kit } from '../../kit/types.js'
import type { TokenBalance } from '../../types/account.js'

export type SetSendTokenParameters = { token: TokenBalance | undefined }

/**
 * Docs: /core/actions/setSendToken. Picks the token to send, usually a row of
 * `$send.tokenBalances`; the amount typed is kept.
 */
export function setSendToken(kit: Kit, { token }: SetSendTokenParameters): void {
  kit._internal.send.update({ token })
}
