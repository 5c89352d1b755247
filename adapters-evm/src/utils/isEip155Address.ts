/**
 * Docs: /adapters-evm/rules#isEip155Address. An eip155 address to show or look up: 40 hex
 * digits, the 0x prefix optional, in any case. A receiver asks more (isSendAddress).
 */
export function isEip155Address(address: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(address)
}
