import type { SiwxMessageData } from '../types/adapter.js'

export type WriteCaip122MessageParameters = {
  data: SiwxMessageData
  /** the chain's name in "sign in with your … account" (Solana, Bitcoin) */
  accountKind: string
  /** the Chain ID line's value, as the namespace's wallets name the chain */
  chainId: string
  /** `data.uri`, or its `aud` when it has no uri */
  uri: string
}

/**
 * Docs: /core/siwx#writeCaip122Message. The CAIP-122 message in the EIP-4361 layout, for a
 * namespace whose adapter has checked the fields first (no line breaks, a long nonce, dates):
 * this only lays them out, so every namespace writes the same lines in the same order.
 */
export function writeCaip122Message({
  data,
  accountKind,
  chainId,
  uri,
}: WriteCaip122MessageParameters): string {
  const lines = [
    `${data.domain} wants you to sign in with your ${accountKind} account:`,
    data.accountAddress,
  ]
  if (data.statement) lines.push('', data.statement)
  lines.push(
    '',
    `URI: ${uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
