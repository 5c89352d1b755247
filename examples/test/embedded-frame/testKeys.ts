import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ApprovalRequest } from '../../embedded-frame/src/createApprovalScreen.js'
import type { UserKeys } from '../../embedded-frame/src/keys.js'

/** fresh keys of the shape the frame keeps for a user, for the request handlers */
export function testKeys(evmKey = generatePrivateKey()): UserKeys {
  const secretKey = ed25519.utils.randomSecretKey()
  const publicKey = ed25519.getPublicKey(secretKey)
  return {
    evm: privateKeyToAccount(evmKey),
    solana: { secretKey, publicKey, address: base58.encode(publicKey) },
  }
}

/** an approve() that says yes and keeps what the user was shown */
export function recordingApprove() {
  const shown: ApprovalRequest[] = []
  return {
    shown,
    approve: async (request: ApprovalRequest) => {
      shown.push(request)
    },
    /** every label and value and the body of the last screen, one text */
    lastText() {
      const last = shown.at(-1)
      if (!last) return ''
      return [
        last.title,
        ...last.rows.map(([label, value]) => `${label}: ${value}`),
        ...(last.warnings ?? []),
        last.body?.text ?? '',
      ].join('\n')
    },
  }
}
