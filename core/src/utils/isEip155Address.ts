const EIP155_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * Docs: /core/utils/isEip155Address. 40 hex digits with an optional `0x`, in any case; the
 * checksum is only checked for sending (parseEip155SendAddress).
 */
export function isEip155Address(value: unknown): value is string {
  return typeof value === 'string' && EIP155_ADDRESS.test(value)
}
