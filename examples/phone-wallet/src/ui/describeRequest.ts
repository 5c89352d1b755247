import { base58 } from '@scure/base'
import { formatEther, hexToString, isHex } from 'viem'
import { chainName, type PendingRequest } from '../wallet/createPhoneWallet.js'
import type { WalletChain } from '../wallet/phoneWalletChains.js'

/** What the user is asked, as title and detail lines, for the request card. */
export function describeRequest(
  request: PendingRequest,
  chains: readonly WalletChain[],
): { title: string; lines: string[] } {
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  const on = `on ${chainName(chains, request.chainId)}`
  switch (request.method) {
    case 'personal_sign': {
      const message = params[0]
      const text =
        typeof message === 'string' && isHex(message) ? safeText(message) : String(message)
      return { title: `Sign a message ${on}`, lines: [text] }
    }
    case 'eth_signTypedData_v4': {
      const data = typeof params[1] === 'string' ? safeJson(params[1]) : params[1]
      const typed = (data ?? {}) as { primaryType?: string; domain?: { name?: string } }
      return {
        title: `Sign typed data ${on}`,
        lines: [
          `${typed.primaryType ?? 'Unknown type'} for ${typed.domain?.name ?? 'an unnamed app'}`,
          JSON.stringify(data, null, 2),
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as { to?: string; value?: string; data?: string }
      const value = typeof tx.value === 'string' && isHex(tx.value) ? BigInt(tx.value) : 0n
      return {
        title: `Send a transaction ${on}`,
        lines: [
          `To: ${tx.to ?? 'a new contract'}`,
          `Amount: ${formatEther(value)} ETH`,
          ...(tx.data && tx.data !== '0x' ? [`Data: ${(tx.data.length - 2) / 2} bytes`] : []),
        ],
      }
    }
    case 'wallet_switchEthereumChain': {
      const hex = (params[0] as { chainId?: string } | undefined)?.chainId
      const target = hex && isHex(hex) ? `eip155:${BigInt(hex)}` : 'an unknown chain'
      return { title: `Switch to ${chainName(chains, target)}`, lines: [] }
    }
    case 'solana_signMessage':
      return { title: 'Sign a message on Solana', lines: [solanaText(request.params)] }
    case 'signMessage': {
      const message = (request.params as { message?: unknown } | null)?.message
      return { title: 'Sign a message on Bitcoin', lines: [String(message)] }
    }
    default:
      return { title: request.method, lines: [JSON.stringify(request.params)] }
  }
}

function safeText(hex: `0x${string}`): string {
  try {
    return hexToString(hex)
  } catch {
    return hex
  }
}

/** solana_signMessage's base58 bytes as text, or as sent when they are not base58 */
function solanaText(params: unknown): string {
  const message = (params as { message?: unknown } | null)?.message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(String(message)))
  } catch {
    return String(message)
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
