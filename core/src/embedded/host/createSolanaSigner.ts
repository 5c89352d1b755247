import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'
import type { Network } from '../../types/network.js'
import { decodeBase58 } from '../../utils/decodeBase58.js'
import type { HostContext } from './hostContext.js'
import type { RequestRpc } from './requestRpc.js'

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

function invalid(method: string, cause?: unknown) {
  return new ProviderRpcError({
    code: WALLET_ERROR_CODES.INTERNAL_ERROR,
    message: `The embedded wallet answered ${method} with something unusable`,
    cause,
  })
}

function readString(value: unknown, key: string): string | undefined {
  const member = value && typeof value === 'object' ? Reflect.get(value, key) : undefined
  return typeof member === 'string' && member ? member : undefined
}

/** the bytes of a Wallet Standard input member; anything else is a bad request */
function readBytes(input: unknown, key: string): Uint8Array {
  const value = input && typeof input === 'object' ? Reflect.get(input, key) : undefined
  if (!(value instanceof Uint8Array))
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.INVALID_PARAMS,
      message: `Expected ${key} as bytes`,
    })
  return value
}

/**
 * The Solana wallet's signing features as RPC requests through the frame (PROTOCOL.md,
 * Solana payloads): messages and transactions in base64, signatures in base58.
 */
export function createSolanaSigner(ctx: HostContext, requestRpc: RequestRpc) {
  const chainFor = (chain: unknown): string => {
    const networks: readonly Network[] = ctx.kit._internal.chains.get('solana')?.networks ?? []
    const named = networks.find((n) => n.caipNetworkId === chain)
    return (named ?? ctx.kit._internal.chains.get('solana')?.activeNetwork)?.caipNetworkId ?? ''
  }
  const rpc = (method: string, params: unknown, chain?: unknown) =>
    requestRpc({ namespace: 'solana', method, params, chainId: chainFor(chain) })
  const signature = (method: string, answer: unknown) => {
    try {
      const text = readString(answer, 'signature')
      if (text) return decodeBase58(text)
    } catch (error) {
      throw invalid(method, error)
    }
    throw invalid(method)
  }

  return {
    async signMessage(inputs: readonly unknown[]) {
      const outputs = []
      for (const input of inputs) {
        const message = readBytes(input, 'message')
        const pubkey = readString(Reflect.get(Object(input), 'account'), 'address')
        const answer = await rpc('solana_signMessage', { message: toBase64(message), pubkey })
        outputs.push({
          signedMessage: message,
          signature: signature('solana_signMessage', answer),
          signatureType: 'ed25519' as const,
        })
      }
      return outputs
    },
    async signTransaction(inputs: readonly unknown[]) {
      const outputs = []
      for (const input of inputs) {
        const transaction = readBytes(input, 'transaction')
        const answer = await rpc(
          'solana_signTransaction',
          { transaction: toBase64(transaction) },
          Reflect.get(Object(input), 'chain'),
        )
        const signed = readString(answer, 'transaction')
        if (!signed) throw invalid('solana_signTransaction')
        try {
          outputs.push({ signedTransaction: fromBase64(signed) })
        } catch (error) {
          throw invalid('solana_signTransaction', error)
        }
      }
      return outputs
    },
    async signAndSendTransaction(inputs: readonly unknown[]) {
      const outputs = []
      for (const input of inputs) {
        const transaction = readBytes(input, 'transaction')
        const options = Reflect.get(Object(input), 'options')
        const answer = await rpc(
          'solana_signAndSendTransaction',
          { transaction: toBase64(transaction), ...(options && { sendOptions: options }) },
          Reflect.get(Object(input), 'chain'),
        )
        outputs.push({ signature: signature('solana_signAndSendTransaction', answer) })
      }
      return outputs
    },
  }
}

export type SolanaSigner = ReturnType<typeof createSolanaSigner>
