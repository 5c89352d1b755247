/** What the hosted services are told about the client, as the `st` and `sv` queries. */
export const SDK_TYPE = 'walletport'
/** core's version; version.test.ts keeps it equal to package.json's */
export const SDK_VERSION = '0.0.0'
