import {
  type Address,
  type Client,
  encodeFunctionData,
  type Hex,
  hashMessage,
  isHex,
  parseAbi,
  recoverMessageAddress,
} from 'viem'
import { call } from 'viem/actions'
import { ERC1271_MAGIC_VALUE } from '../constants.js'
import { type ParsedSiwxMessage, parseSiwxMessage } from './parseSiwxMessage.js'

export type VerifySiwxMessageParameters = {
  message: string
  signature: string
  /** what the message must say; each given field is compared */
  expected?:
    | {
        domain?: string | undefined
        nonce?: string | undefined
        address?: string | undefined
        chainId?: number | undefined
        uri?: string | undefined
      }
    | undefined
  /** when expiry and not-before are checked against; now by default */
  time?: Date | undefined
  /** a client on the message's chain, for ERC-1271 contract accounts; without it only EOAs verify */
  client?: Client | undefined
}

export type SiwxVerificationFailure =
  | 'format'
  | 'domain'
  | 'nonce'
  | 'address'
  | 'chainId'
  | 'uri'
  | 'expired'
  | 'notYetValid'
  | 'signature'

export type SiwxVerification =
  | { valid: true; method: 'eip191' | 'eip1271'; message: ParsedSiwxMessage }
  | { valid: false; reason: SiwxVerificationFailure; message?: ParsedSiwxMessage }

const erc1271Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

/**
 * Docs: /adapters-evm/siwx#verifySiwxMessage. Checks an EIP-4361 message and its signature:
 * the format, the expected domain, nonce, address, chain and uri, expiry and not-before, then
 * the signature by eip191 (recover, compared case-insensitively) or, failing that, by
 * eip1271 (an on-chain isValidSignature call, valid when the result starts with 0x1626ba7e).
 */
export async function verifySiwxMessage({
  message,
  signature,
  expected = {},
  time = new Date(),
  client,
}: VerifySiwxMessageParameters): Promise<SiwxVerification> {
  let parsed: ParsedSiwxMessage
  try {
    parsed = parseSiwxMessage(message)
  } catch {
    return { valid: false, reason: 'format' }
  }
  const fail = (reason: SiwxVerificationFailure): SiwxVerification => ({
    valid: false,
    reason,
    message: parsed,
  })

  if (expected.domain !== undefined && parsed.domain !== expected.domain) return fail('domain')
  if (expected.nonce !== undefined && parsed.nonce !== expected.nonce) return fail('nonce')
  if (
    expected.address !== undefined &&
    parsed.address.toLowerCase() !== expected.address.toLowerCase()
  )
    return fail('address')
  if (expected.chainId !== undefined && parsed.chainId !== expected.chainId) return fail('chainId')
  if (expected.uri !== undefined && parsed.uri !== expected.uri) return fail('uri')
  if (Number.isNaN(time.getTime())) return fail('expired')
  if (parsed.expirationTime && time.getTime() >= parsed.expirationTime.getTime())
    return fail('expired')
  if (parsed.notBefore && time.getTime() < parsed.notBefore.getTime()) return fail('notYetValid')

  // SPEC section 5: a signature is 0x and at least 62 hex digits, of even length
  if (!isHex(signature) || signature.length < 64 || signature.length % 2 !== 0)
    return fail('signature')

  if (await isEip191Valid(message, signature, parsed.address))
    return { valid: true, method: 'eip191', message: parsed }
  if (client && (await isEip1271Valid(client, message, signature, parsed.address)))
    return { valid: true, method: 'eip1271', message: parsed }
  return fail('signature')
}

async function isEip191Valid(message: string, signature: Hex, address: Address): Promise<boolean> {
  try {
    const signer = await recoverMessageAddress({ message, signature })
    return signer.toLowerCase() === address.toLowerCase()
  } catch {
    // not a 65-byte ECDSA signature: maybe a contract account's
    return false
  }
}

async function isEip1271Valid(
  client: Client,
  message: string,
  signature: Hex,
  address: Address,
): Promise<boolean> {
  try {
    const { data } = await call(client, {
      to: address,
      data: encodeFunctionData({
        abi: erc1271Abi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), signature],
      }),
    })
    return data?.toLowerCase().startsWith(ERC1271_MAGIC_VALUE) ?? false
  } catch {
    // no code at the address, or the contract reverted: not a valid signature
    return false
  }
}
