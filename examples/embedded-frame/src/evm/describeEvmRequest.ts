import {
  type Address,
  type Chain,
  hexToString,
  isHex,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ApprovalRequest } from '../createApprovalScreen.js'
import type { FrameText } from '../i18n/createFrameText.js'
import type { RequestNetwork } from '../messages.js'
import { decodeCall } from './decodeCall.js'
import type { NativeCurrency } from './nativeCurrency.js'
import {
  type PreparedTransaction,
  prepareEvmTransaction,
  type TransactionWish,
} from './prepareEvmTransaction.js'

/** a personal_sign message as the user should read it: text when it is text, else its hex */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // control characters mean bytes, not words: show the hex then
    const binary = [...text].some((char) => {
      const code = char.charCodeAt(0)
      return code < 9 || (code > 13 && code < 32) || code === 0xfffd
    })
    return binary ? message : text
  } catch {
    return message
  }
}

/**
 * The chain as the screen names it: the app's name for it (the modal's), with its id, so a
 * site naming its testnet "Ethereum" still shows which chain signs; the id alone without one.
 */
export const chainLabel = (
  text: FrameText,
  chainId: number,
  currency: NativeCurrency,
  network?: RequestNetwork | undefined,
) =>
  network
    ? text.t('network.named', { name: network.name, id: chainId })
    : text.t('network.evm', { id: chainId, symbol: currency.symbol })

/**
 * A transaction as the user approves it: from, to and the call in words (the common token
 * calls decoded), then value, fee, nonce and total in the chain's coin; and the transaction
 * the frame will sign, its fees and nonce the frame's own (prepareEvmTransaction).
 */
export async function describeTransaction({
  title,
  client,
  account,
  chainId,
  currency,
  network,
  wish,
  nonce,
  text,
}: {
  title: string
  client: PublicClient<Transport, Chain>
  account: Address
  chainId: number
  currency: NativeCurrency
  network?: RequestNetwork | undefined
  wish: TransactionWish
  nonce?: number | undefined
  text: FrameText
}): Promise<{ approval: ApprovalRequest; tx: PreparedTransaction }> {
  const data = wish.data && wish.data !== '0x' ? wish.data : undefined
  const [prepared, decoded] = await Promise.all([
    prepareEvmTransaction({
      client,
      from: account,
      wish: { ...wish, data },
      nonce,
      currency,
      text,
    }),
    data && wish.to ? decodeCall(client, wish.to, data, text) : Promise.resolve(undefined),
  ])
  return {
    tx: prepared.tx,
    approval: {
      title,
      rows: [
        [text.t('evm.from'), account],
        [text.t('evm.to'), wish.to ?? text.t('evm.newContract')],
        [text.t('row.network'), chainLabel(text, chainId, currency, network)],
        ...(decoded?.rows ?? []),
        ...prepared.rows,
      ],
      warnings: [...(decoded?.warnings ?? []), ...prepared.warnings],
      body: data && !decoded ? { label: text.t('evm.callData'), text: data } : undefined,
    },
  }
}
