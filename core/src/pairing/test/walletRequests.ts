import { type Hex, isHex } from 'viem'
import { signSolanaMessage, signSolanaTransaction } from './solanaSigner.js'
import type { WalletKitTypes, WalletSide } from './walletSide.js'

/** The wallet's answer to a request: the test's handler, its own signing, or a rejection. */
export async function answerRequest(
  side: WalletSide,
  { id, topic, params }: WalletKitTypes.SessionRequest,
): Promise<void> {
  const { kit, behavior, requests, handlers } = side
  const { request, chainId } = params
  requests.push({ topic, chainId, method: request.method, params: request.params })
  const respond = (answer: { result: unknown } | { error: { code: number; message: string } }) =>
    kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } })
  if (behavior.requests === 'reject')
    return respond({ error: { code: 4001, message: 'User rejected the request.' } })
  try {
    const handler = handlers[request.method]
    const result = handler
      ? await handler(request.params, chainId)
      : await answer(side, request.method, request.params)
    return respond({ result })
  } catch (error) {
    return respond({
      error: { code: 5000, message: error instanceof Error ? error.message : String(error) },
    })
  }
}

async function answer(side: WalletSide, method: string, params: unknown): Promise<unknown> {
  const { account, signer } = side
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') {
    const message = list[0]
    if (typeof message !== 'string' || !isHex(message)) throw new Error('expected a hex message')
    return account.signMessage({ message: { raw: message } })
  }
  if (method === 'eth_sendTransaction') {
    const prepared = await signer.prepareTransactionRequest(readTransaction(list[0]))
    // signed here, by the local viem account; anvil only sees the raw bytes
    const serializedTransaction = await signer.signTransaction(prepared)
    return signer.sendRawTransaction({ serializedTransaction })
  }
  if (method === 'wallet_switchEthereumChain') return null
  if (method === 'solana_signMessage') return signSolanaMessage(params)
  if (method === 'solana_signTransaction') return signSolanaTransaction(params)
  throw new Error(`Unsupported method ${method}`)
}

function readTransaction(value: unknown): {
  to?: Hex
  value?: bigint
  data?: Hex
  gas?: bigint
} {
  if (!value || typeof value !== 'object') throw new Error('expected a transaction object')
  const { to, value: amount, data, gas } = value as Record<string, unknown>
  const hex = (item: unknown): Hex | undefined =>
    typeof item === 'string' && isHex(item) ? item : undefined
  return {
    ...(hex(to) ? { to: hex(to) } : {}),
    ...(hex(amount) ? { value: BigInt(hex(amount)!) } : {}),
    ...(hex(data) ? { data: hex(data) } : {}),
    ...(hex(gas) ? { gas: BigInt(hex(gas)!) } : {}),
  }
}
