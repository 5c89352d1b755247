import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { createFrameText } from '../../embedded-frame/src/i18n/createFrameText.js'
import { handleSolanaRequest } from '../../embedded-frame/src/solana/handleSolanaRequest.js'
import { recordingApprove, testKeys } from './testKeys.js'

const keys = testKeys()
const { publicKey } = keys.solana
const SYSTEM_PROGRAM = new Uint8Array(32)
const attacker = ed25519.getPublicKey(ed25519.utils.randomSecretKey())

/** a System Program transfer of `lamports` from this wallet to the attacker, as a message */
function transferMessage(version?: number): Uint8Array {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  new DataView(data.buffer).setBigUint64(4, 5_000_000_000n, true)
  return Uint8Array.from([
    ...(version === undefined ? [] : [0x80 | version]),
    1,
    0,
    1,
    3,
    ...publicKey,
    ...attacker,
    ...SYSTEM_PROGRAM,
    ...new Uint8Array(32).fill(4),
    1,
    2,
    2,
    0,
    1,
    data.length,
    ...data,
    ...(version === undefined ? [] : [0]),
  ])
}

function offchain(text: string, signers = [publicKey], format = 0): Uint8Array {
  const body = new TextEncoder().encode(text)
  return Uint8Array.from([
    0xff,
    ...new TextEncoder().encode('solana offchain'),
    0,
    ...new Uint8Array(32).fill(1),
    format,
    signers.length,
    ...signers.flatMap((key) => [...key]),
    body.length & 0xff,
    body.length >> 8,
    ...body,
  ])
}

function signMessage(message: Uint8Array) {
  const approval = recordingApprove()
  const result = handleSolanaRequest(
    'solana_signMessage',
    { message: base64.encode(message), pubkey: keys.solana.address },
    {
      keys,
      chain: { id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: undefined },
      approve: approval.approve,
      signal: new AbortController().signal,
      hostOrigin: 'https://app.example.com',
      text: createFrameText(),
    },
  )
  return { result: result as Promise<{ signature: string }>, approval }
}

describe('solana_signMessage', () => {
  test('security: a legacy transaction message passed as a message is refused unsigned', async () => {
    const { result, approval } = signMessage(transferMessage())
    await expect(result).rejects.toThrowError('is a Solana transaction')
    expect(approval.shown).toHaveLength(0)
  })

  test('security: a v0 transaction message, or a whole transaction, is refused', async () => {
    await expect(signMessage(transferMessage(0)).result).rejects.toThrowError('transaction')
    const whole = Uint8Array.from([1, ...new Uint8Array(64), ...transferMessage(0)])
    await expect(signMessage(whole).result).rejects.toThrowError('transaction')
  })

  test('security: binary bytes outside the off-chain format are refused', async () => {
    await expect(signMessage(Uint8Array.from([0, 1, 2, 250])).result).rejects.toThrowError(
      'off-chain message format',
    )
  })

  test('default: a text message is shown and signed as it is', async () => {
    const message = new TextEncoder().encode('Sign in to example.com')
    const { result, approval } = signMessage(message)
    const { signature } = await result
    expect(ed25519.verify(base58.decode(signature), message, publicKey)).toBe(true)
    expect(approval.lastText()).toContain('Sign in to example.com')
  })

  test('behavior: an off-chain message is shown with its preamble and signed whole', async () => {
    const message = offchain('Hello from the off-chain format')
    const { result, approval } = signMessage(message)
    const { signature } = await result
    expect(ed25519.verify(base58.decode(signature), message, publicKey)).toBe(true)
    expect(approval.lastText()).toContain('Hello from the off-chain format')
    expect(approval.lastText()).toContain(base58.encode(new Uint8Array(32).fill(1)))
  })

  test('parameters: an off-chain message with a wrong length, signer or format is refused', async () => {
    const short = offchain('abc').slice(0, -1)
    await expect(signMessage(short).result).rejects.toThrowError('length')
    await expect(signMessage(offchain('abc', [attacker])).result).rejects.toThrowError('signer')
    await expect(signMessage(offchain('héllo', [publicKey], 0)).result).rejects.toThrowError(
      'restricted ASCII',
    )
  })

  test('security: bidi and zero-width characters are flagged on the screen', async () => {
    const { result, approval } = signMessage(new TextEncoder().encode('pay\u202Egnp.exe\u200B'))
    await result
    expect(approval.lastText()).toContain('[U+202E]')
    expect(approval.lastText()).toContain('[U+200B]')
    expect(approval.shown[0]?.warnings?.join(' ')).toMatch(/invisible/)
  })

  test('security: a sign-in message for another domain is refused; the host’s own passes', async () => {
    const siws = (domain: string) =>
      new TextEncoder().encode(
        `${domain} wants you to sign in with your Solana account:\n${keys.solana.address}\n\nNonce: abcdefgh12`,
      )
    await expect(signMessage(siws('evil.example')).result).rejects.toThrowError(
      'not for app.example.com',
    )
    await expect(signMessage(siws('app.example.com')).result).resolves.toHaveProperty('signature')
  })
})
