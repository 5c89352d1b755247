import { type PairingClient, RequestBeforeConnectError } from '@walletport/core'
import { InvalidWalletResponseError } from '../errors.js'
import type { BitcoinAccount, BitcoinConnector } from './BitcoinConnector.js'

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? Reflect.get(value, key) : undefined
}

/** the answer's non-empty text at `key`; throws InvalidWalletResponseError with `issue` */
function requireText(answer: unknown, key: string, issue: string): string {
  const value = field(answer, key)
  if (typeof value !== 'string' || !value)
    throw new InvalidWalletResponseError({ wallet: 'WalletConnect', issue })
  return value
}

/** `signPsbt` over WalletConnect: a base64 PSBT with its `signInputs`, never broadcast. */
export async function signPsbtWithPairing(
  pairing: PairingClient,
  { network, account, psbt, inputsToSign }: Parameters<BitcoinConnector['signPsbt']>[0],
): Promise<Uint8Array> {
  const answer = await pairing.request({
    method: 'signPsbt',
    params: {
      account: account.address,
      psbt: base64(psbt),
      signInputs: inputsToSign.map(({ index, sighashTypes }) => ({
        address: account.address,
        index,
        ...(sighashTypes && { sighashTypes: [...sighashTypes] }),
      })),
      broadcast: false,
    },
    networkId: network.caipNetworkId,
  })
  const signed = requireText(answer, 'psbt', 'signPsbt did not answer a base64 PSBT')
  try {
    return Uint8Array.from(atob(signed), (c) => c.charCodeAt(0))
  } catch (cause) {
    throw new InvalidWalletResponseError({
      wallet: 'WalletConnect',
      issue: 'signPsbt answered a PSBT that is not base64',
      cause,
    })
  }
}

/** `signMessage` over WalletConnect, on the session's active network. */
export async function signMessageWithPairing(
  pairing: PairingClient,
  { account, message }: { account: BitcoinAccount; message: string },
): Promise<string> {
  const current = pairing.$session.get()?.namespaces.bip122
  if (!current) throw new RequestBeforeConnectError()
  const answer = await pairing.request({
    method: 'signMessage',
    params: { account: account.address, address: account.address, message },
    networkId: current.activeNetworkId,
  })
  return requireText(answer, 'signature', 'signMessage did not answer a signature')
}
