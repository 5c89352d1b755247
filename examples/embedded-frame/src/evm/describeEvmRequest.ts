import { formatEther, hexToBigInt, hexToString, isHex } from 'viem'
import type { ApprovalRequest } from '../createApprovalScreen.js'
import type { TransactionParams } from './evmSchemas.js'

/** a personal_sign message as the user should read it: text when it is text, else its hex */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // control characters mean bytes, not words: show the hex then
    const binary = [...text].some((char) => {
      const code = char.charCodeAt(0)
      return code < 9 || (code > 13 && code < 32) || code === 0xfffd
    })
    return binary ? message : text
  } catch {
    return message
  }
}

export function describeTransaction(
  title: string,
  account: string,
  chainId: number,
  tx: Pick<TransactionParams, 'to' | 'value' | 'data'>,
): ApprovalRequest {
  const data = tx.data && tx.data !== '0x' ? tx.data : undefined
  return {
    title,
    rows: [
      ['From', account],
      ['To', tx.to ?? 'a new contract'],
      ['Value', `${formatEther(tx.value ? hexToBigInt(tx.value as `0x${string}`) : 0n)} ETH`],
      ['Network', `EVM chain ${chainId}`],
    ],
    body: data ? { label: 'Call data', text: data } : undefined,
  }
}
