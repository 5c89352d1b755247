import {
  type Address,
  CallExecutionError,
  type Client,
  encodeFunctionData,
  type Hex,
  HttpRequestError,
  hashMessage,
  isHex,
  parseAbi,
  recoverMessageAddress,
} from 'viem'
import { call, verifyMessage } from 'viem/actions'
import { isErc6492Signature } from 'viem/utils'
import { ERC1271_MAGIC_VALUE } from '../constants.js'
import { InvalidSiwxMessageError, SiwxExpectationMissingError } from '../errors/siwx.js'
import { type ParsedSiwxMessage, parseSiwxMessage } from './parseSiwxMessage.js'
import { parseRfc3339 } from './rules/rfc3339.js'

/**
 * What the verifier knows independently of the message: the site's own domain and the nonce
 * it issued are required, so a message is never checked against its own fields.
 */
export type SiwxExpectation = {
  /** the domain (RFC 3986 authority) of the site asking for the sign-in */
  domain: string
  /** the nonce the site issued for this sign-in */
  nonce: string
  address?: string | undefined
  chainId?: number | undefined
  uri?: string | undefined
  /** the scheme the message must name; a message without one passes */
  scheme?: string | undefined
}

export type VerifySiwxMessageParameters = {
  message: string
  signature: string
  /** what the message must say: domain and nonce always, address, chain and uri when given */
  expected: SiwxExpectation
  /** when expiry and not-before are checked against; now by default */
  time?: Date | undefined
  /**
   * a client on the message's chain: with it, contract accounts verify (ERC-1271, deployed,
   * signatures of any length; ERC-6492, not yet deployed) through viem's universal signature
   * validation; without it only EOAs do
   */
  client?: Client | undefined
}

export type SiwxVerificationFailure =
  | 'format'
  | 'domain'
  | 'nonce'
  | 'address'
  | 'chainId'
  | 'uri'
  | 'scheme'
  | 'expired'
  | 'notYetValid'
  | 'signature'

export type SiwxVerification =
  | { valid: true; method: 'eip191' | 'eip1271' | 'erc6492'; message: ParsedSiwxMessage }
  | {
      valid: false
      reason: SiwxVerificationFailure
      message?: ParsedSiwxMessage
      /** why a message did not parse, or why the chain could not be asked */
      error?: unknown
    }

const erc1271Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

function checkExpectation(expected: SiwxExpectation | undefined): asserts expected {
  for (const field of ['domain', 'nonce'] as const)
    if (typeof expected?.[field] !== 'string' || !expected[field])
      throw new SiwxExpectationMissingError({ field })
}

function mismatch(
  parsed: ParsedSiwxMessage,
  e: SiwxExpectation,
): SiwxVerificationFailure | undefined {
  if (parsed.domain !== e.domain) return 'domain'
  if (parsed.nonce !== e.nonce) return 'nonce'
  if (e.address !== undefined && parsed.address.toLowerCase() !== e.address.toLowerCase())
    return 'address'
  if (e.chainId !== undefined && parsed.chainId !== e.chainId) return 'chainId'
  if (e.uri !== undefined && parsed.uri !== e.uri) return 'uri'
  if (e.scheme !== undefined && parsed.scheme !== undefined && parsed.scheme !== e.scheme)
    return 'scheme'
  return undefined
}

function timeFailure(parsed: ParsedSiwxMessage, now: number): SiwxVerificationFailure | undefined {
  // the parser has checked both are date-times that exist
  const expiry =
    parsed.expirationTime === undefined ? undefined : parseRfc3339(parsed.expirationTime)
  const notBefore = parsed.notBefore === undefined ? undefined : parseRfc3339(parsed.notBefore)
  if (Number.isNaN(now)) return 'expired'
  if (expiry !== undefined && now >= expiry) return 'expired'
  if (notBefore !== undefined && now < notBefore) return 'notYetValid'
  return undefined
}

/**
 * Docs: /adapters-evm/siwx#verifySiwxMessage. Checks an EIP-4361 message and its signature:
 * the grammar (parseSiwxMessage), the expected domain and nonce (required: throws
 * SiwxExpectationMissingError without them) and the address, chain, uri and scheme when given,
 * expiry and not-before, then the signature: an EOA's EIP-191 signature by recovery, else,
 * with a client, a contract account's: ERC-1271 (`isValidSignature` on the deployed account,
 * signatures of any length) or, for a signature wrapped by ERC-6492, viem's universal
 * validation, which deploys the account in a call that changes nothing.
 */
export async function verifySiwxMessage({
  message,
  signature,
  expected,
  time = new Date(),
  client,
}: VerifySiwxMessageParameters): Promise<SiwxVerification> {
  checkExpectation(expected)
  let parsed: ParsedSiwxMessage
  try {
    parsed = parseSiwxMessage(message)
  } catch (error) {
    if (error instanceof InvalidSiwxMessageError) return { valid: false, reason: 'format', error }
    throw error
  }
  const failure =
    mismatch(parsed, expected) ??
    timeFailure(parsed, time instanceof Date ? time.getTime() : Number.NaN)
  if (failure) return { valid: false, reason: failure, message: parsed }
  // ERC-1271 puts no bound on a signature's length; only hex of whole bytes is required
  if (typeof signature !== 'string' || !isHex(signature) || signature.length % 2 !== 0)
    return { valid: false, reason: 'signature', message: parsed }

  const wrapped = isErc6492Signature(signature)
  if (!wrapped && (await isEip191Valid(message, signature, parsed.address)))
    return { valid: true, method: 'eip191', message: parsed }
  if (!client) return { valid: false, reason: 'signature', message: parsed }
  try {
    // viem's universal validator reads the signature's last 32 bytes, so it cannot take the
    // short signatures ERC-1271 allows: those go to the account's isValidSignature directly
    const valid = wrapped
      ? await verifyMessage(client, { address: parsed.address, message, signature })
      : await isEip1271Valid(client, message, signature, parsed.address)
    if (valid) return { valid: true, method: wrapped ? 'erc6492' : 'eip1271', message: parsed }
    return { valid: false, reason: 'signature', message: parsed }
  } catch (error) {
    // the chain could not be asked (network, node error): not verified
    return { valid: false, reason: 'signature', message: parsed, error }
  }
}

async function isEip1271Valid(
  client: Client,
  message: string,
  signature: Hex,
  address: Address,
): Promise<boolean> {
  let data: Hex | undefined
  try {
    ;({ data } = await call(client, {
      to: address,
      data: encodeFunctionData({
        abi: erc1271Abi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), signature],
      }),
    }))
  } catch (error) {
    // a revert is a refusal; anything else (network, node) is not an answer
    if (error instanceof CallExecutionError && !error.walk((e) => e instanceof HttpRequestError))
      return false
    throw error
  }
  // no code at the address answers 0x; an account answers the magic value, padded to 32 bytes
  return data?.toLowerCase().startsWith(ERC1271_MAGIC_VALUE) ?? false
}

async function isEip191Valid(message: string, signature: Hex, address: Address): Promise<boolean> {
  if (signature.length !== 132) return false
  try {
    const signer = await recoverMessageAddress({ message, signature })
    return signer.toLowerCase() === address.toLowerCase()
  } catch {
    // not an ECDSA signature: maybe a contract account's
    return false
  }
}
