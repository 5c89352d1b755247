import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { anything, one, onlyTypedErrors, text } from '../test/onlyTypedErrors.js'
import { checksumEip155Address } from './checksumEip155Address.js'
import { decodeBase58 } from './decodeBase58.js'
import { isAccountName, parseAccountName } from './isAccountName.js'
import { isEip155Address } from './isEip155Address.js'
import { isEvenLengthHex, parseEvenLengthHex } from './isEvenLengthHex.js'
import { isSignedMessage, parseSignedMessage } from './isSignedMessage.js'
import { isSolanaAddress, parseSolanaAddress } from './isSolanaAddress.js'
import { isTokenDecimals } from './isTokenDecimals.js'
import { isTransactionHash, parseTransactionHash } from './isTransactionHash.js'
import { isChainNamespace, parseCaipAddress } from './parseCaipAddress.js'
import { isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js'
import { parseChainId } from './parseChainId.js'
import { isEip155SendAddress, parseEip155SendAddress } from './parseEip155SendAddress.js'
import { isExpirerTarget, parseExpirerTarget } from './parseExpirerTarget.js'
import { isRecap, parseRecap } from './parseRecap.js'

// issue 15, item 6: see ./test/onlyTypedErrors.ts
onlyTypedErrors('checksumEip155Address', one(text), checksumEip155Address)
onlyTypedErrors('decodeBase58', one(text), decodeBase58)
onlyTypedErrors('isAccountName', one(anything), isAccountName)
onlyTypedErrors('parseAccountName', one(text), parseAccountName)
onlyTypedErrors('isEip155Address', one(anything), isEip155Address)
onlyTypedErrors('isEvenLengthHex', one(anything), isEvenLengthHex)
onlyTypedErrors('parseEvenLengthHex', one(text), parseEvenLengthHex)
onlyTypedErrors('isSignedMessage', one(anything), isSignedMessage)
onlyTypedErrors('parseSignedMessage', one(text), parseSignedMessage)
onlyTypedErrors('isSolanaAddress', one(anything), isSolanaAddress)
onlyTypedErrors('parseSolanaAddress', one(text), parseSolanaAddress)
onlyTypedErrors('isTokenDecimals', one(anything), isTokenDecimals)
onlyTypedErrors('isTransactionHash', one(anything), isTransactionHash)
onlyTypedErrors('parseTransactionHash', one(text), parseTransactionHash)
onlyTypedErrors('isChainNamespace', one(anything), isChainNamespace)
onlyTypedErrors('parseCaipAddress', one(text), parseCaipAddress)
onlyTypedErrors('parseCaipNetworkId', one(text), parseCaipNetworkId)
onlyTypedErrors('isCaipNetworkId', one(anything), isCaipNetworkId)
onlyTypedErrors('parseChainId', one(text), parseChainId)
onlyTypedErrors('parseEip155SendAddress', one(text), parseEip155SendAddress)
onlyTypedErrors('isEip155SendAddress', one(anything), isEip155SendAddress)
onlyTypedErrors('parseExpirerTarget', one(text), parseExpirerTarget)
onlyTypedErrors('isExpirerTarget', one(anything), isExpirerTarget)
onlyTypedErrors('parseRecap', one(anything), parseRecap)
onlyTypedErrors('isRecap', one(anything), isRecap)

test('behavior: a network id is read from own keys only', () => {
  expect(isChainNamespace('constructor')).toBe(false)
  expect(() => parseCaipAddress('constructor:1:abc')).toThrow(BaseError)
})
