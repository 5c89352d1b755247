import type { SiwxMessageData } from '../../types/adapter.js'

/** A sign-in message in the CAIP-122 layout, for the mock's `siwx` capability. */
export function formatMockSiwxMessage(data: SiwxMessageData): string {
  const [namespace] = data.networkId.split(':')
  const optional = (label: string, value: string | undefined) =>
    value === undefined ? [] : [`${label}: ${value}`]
  return [
    `${data.domain} wants you to sign in with your ${namespace} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    ...optional('URI', data.uri ?? data.aud),
    `Version: ${data.version}`,
    `Chain ID: ${data.networkId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...optional('Expiration Time', data.expirationTime),
    ...optional('Not Before', data.notBefore),
    ...optional('Request ID', data.requestId),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((r) => `- ${r}`)] : []),
  ].join('\n')
}
