import {
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { WalletChain } from './phoneWalletChains.js'
import { WalletRequestError } from './walletError.js'

export type SigningContext = {
  account: PrivateKeyAccount
  chains: readonly WalletChain[]
}

/** The methods this wallet signs itself; the chain switch is handled by the wallet. */
export const SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']

const invalid = (message: string) => new WalletRequestError(-32602, message)

/**
 * Signs an approved request with the wallet's own key: `personal_sign` (hex bytes or text),
 * `eth_signTypedData_v4` (the JSON the dapp sent) and `eth_sendTransaction` (prepared on the
 * request's chain, signed here, sent raw to that chain's node; the result is the hash).
 */
export async function answerRequest(
  context: SigningContext,
  request: { method: string; params: unknown; chainId: string },
): Promise<Hex> {
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  const { account } = context
  switch (request.method) {
    case 'personal_sign': {
      const [message, address] = params
      if (typeof message !== 'string') throw invalid('personal_sign needs [message, address]')
      checkAddress(account, address)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = params
      checkAddress(account, address)
      return account.signTypedData(readTypedData(data))
    }
    case 'eth_sendTransaction':
      return sendTransaction(context, request.chainId, params[0])
    default:
      throw new WalletRequestError(4200, `This wallet does not support ${request.method}.`)
  }
}

function checkAddress(account: PrivateKeyAccount, address: unknown) {
  if (typeof address !== 'string' || !isHex(address) || address.length !== 42)
    throw invalid('the request names no address')
  if (!isAddressEqual(address, account.address))
    throw new WalletRequestError(4100, `This wallet holds ${account.address}, not ${address}.`)
}

function readTypedData(data: unknown): TypedDataDefinition {
  let parsed: unknown = data
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data)
    } catch {
      throw invalid('eth_signTypedData_v4 needs typed data as JSON')
    }
  }
  const value = parsed as Partial<TypedDataDefinition> | null
  if (!value || typeof value !== 'object' || !value.types || !value.primaryType || !value.message)
    throw invalid('the typed data needs types, primaryType and message')
  return value as TypedDataDefinition
}

async function sendTransaction(context: SigningContext, chainId: string, value: unknown) {
  const target = context.chains.find((entry) => entry.caipId === chainId)
  if (!target) throw new WalletRequestError(4902, `This wallet has no node for ${chainId}.`)
  if (!value || typeof value !== 'object') throw invalid('eth_sendTransaction needs a transaction')
  const tx = value as Record<string, unknown>
  if (tx.from !== undefined) checkAddress(context.account, tx.from)
  const hex = (item: unknown): Hex | undefined =>
    typeof item === 'string' && isHex(item) ? item : undefined
  const quantity = (item: unknown) => (hex(item) ? BigInt(hex(item)!) : undefined)
  const client = createWalletClient({
    account: context.account,
    chain: target.chain,
    transport: http(target.rpcUrl),
  })
  const to = hex(tx.to)
  const data = hex(tx.data) ?? hex(tx.input)
  const amount = quantity(tx.value)
  const gas = quantity(tx.gas)
  const prepared = await client.prepareTransactionRequest({
    ...(to && { to }),
    ...(data && { data }),
    ...(amount !== undefined && { value: amount }),
    ...(gas !== undefined && { gas }),
  })
  // signed here with the wallet's key; the node only ever sees the raw bytes
  const serializedTransaction = await client.signTransaction(prepared)
  return client.sendRawTransaction({ serializedTransaction })
}
