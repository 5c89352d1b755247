/**
 * Instruction data as web3.js v1 types it. Its types say Node's Buffer, but it only reads
 * the bytes (bs58 for legacy messages, buffer-layout's blob for v0, both take any
 * Uint8Array), and a browser without polyfills has no global Buffer to make one from.
 */
export function toInstructionData(bytes: Uint8Array): Buffer {
  return bytes as Buffer
}
