import { type SiwxMessageData, writeCaip122Message } from '@walletport/core'
import { InvalidSiwxMessageError } from '../errors.js'
import { getSolanaCluster } from '../utils/getWalletStandardChain.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

const NONCE = /^[A-Za-z0-9]{8,}$/
const DOMAIN = /^[^\s/]+$/

function check(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new InvalidSiwxMessageError({ reason })
}

function isTime(value: string | undefined) {
  return value === undefined || !Number.isNaN(Date.parse(value))
}

/**
 * Docs: /adapters-solana/siwx. The sign-in message of Sign In With Solana (CAIP-122 for the
 * solana namespace). The public clusters are named as Solana wallets name them
 * (`Chain ID: devnet`); any other network by its CAIP-2 reference. Throws on fields that
 * would make an ambiguous message: line breaks, a short nonce, no `uri` and no `aud`.
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  const [namespace, reference] = String(data.networkId).split(':')
  check(namespace === 'solana' && reference, `networkId ${data.networkId} is not a Solana network`)
  check(isSolanaAddress(data.accountAddress), 'accountAddress is not a Solana address')
  check(DOMAIN.test(data.domain), 'domain must be a host, optionally with a port')
  const uri = data.uri ?? data.aud
  check(uri, 'the message needs a uri or an aud')
  check(NONCE.test(data.nonce), 'nonce must be at least 8 letters or digits')
  check(data.version, 'version is required')
  check(isTime(data.issuedAt) && data.issuedAt, 'issuedAt must be a date')
  check(isTime(data.expirationTime), 'expirationTime must be a date')
  check(isTime(data.notBefore), 'notBefore must be a date')
  const lineFields = [uri, data.version, data.statement, data.requestId, ...(data.resources ?? [])]
  check(
    lineFields.every((field) => field === undefined || !/[\r\n]/.test(field)),
    'fields must not contain line breaks',
  )

  return writeCaip122Message({
    data,
    accountKind: 'Solana',
    chainId: getSolanaCluster({ caipNetworkId: data.networkId }) ?? reference,
    uri,
  })
}
