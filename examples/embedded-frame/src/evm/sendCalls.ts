import { type Address, type Hex, hexToNumber, toHex } from 'viem'
import type { ApprovalRequest } from '../createApprovalScreen.js'
import { FrameRequestError } from '../FrameRequestError.js'
import { parseParams } from '../parseParams.js'
import { describeTransaction } from './describeEvmRequest.js'
import {
  big,
  checkAccount,
  clientsOf,
  currencyOf,
  type EvmRequestContext,
  send,
} from './evmContext.js'
import { SendCallsParamsSchema } from './evmSchemas.js'

/**
 * wallet_sendCalls: every call decoded and priced like a transaction (consecutive nonces, the
 * frame's fees), one approval for the batch, then sent one by one (no atomicity).
 */
export async function sendCalls(
  params: unknown,
  context: EvmRequestContext,
  approveThen: (request: ApprovalRequest) => Promise<void>,
) {
  const { keys, chain, text } = context
  const [batch] = parseParams('wallet_sendCalls', SendCallsParamsSchema, params)
  checkAccount(keys, batch.from)
  if (batch.chainId && hexToNumber(batch.chainId as Hex) !== chain.id)
    throw new FrameRequestError('The calls are for another chain than the request', 5710)
  if (batch.atomicRequired)
    throw new FrameRequestError(
      'This wallet sends calls one by one: atomicity is not supported',
      5760,
    )
  const clients = clientsOf(context)
  const currency = currencyOf(context)
  const first = await clients.public.getTransactionCount({
    address: keys.evm.address,
    blockTag: 'pending',
  })
  const described = await Promise.all(
    batch.calls.map((call, i) =>
      describeTransaction({
        title: text.t('evm.call', { index: i + 1 }),
        client: clients.public,
        account: keys.evm.address,
        chainId: chain.id,
        currency,
        network: context.network,
        wish: {
          to: call.to as Address,
          data: call.data as Hex | undefined,
          value: big(call.value),
        },
        nonce: first + i,
        text,
      }),
    ),
  )
  // the account (each call's first row) and its balance are the same for every call: left out
  // by position, as a decoded transferFrom has a "From" row of its own that must stay
  const balance = text.t('evm.balance')
  const raw = described.flatMap(({ approval }) => (approval.body ? [approval.body.text] : []))
  await approveThen({
    title: text.t('evm.sendCalls', { count: batch.calls.length }),
    rows: described.flatMap(({ approval }) => [
      [approval.title, '—'] as [string, string],
      ...approval.rows.slice(1).filter(([label]) => label !== balance),
    ]),
    warnings: described.flatMap(({ approval }) => approval.warnings ?? []),
    body: raw.length ? { label: text.t('evm.callData'), text: raw.join('\n\n') } : undefined,
  })
  const hashes: Hex[] = []
  for (const { tx } of described) hashes.push(await send(clients.wallet, tx))
  const id = toHex(crypto.getRandomValues(new Uint8Array(32)))
  context.calls.set(id, { chainId: chain.id, hashes })
  return { id }
}
