import { type SendTokenParameters, UnsupportedChainError } from '@walletport/core'
import type { BitcoinConnection } from '../client/BitcoinClient.js'
import { walletCall } from '../client/walletCall.js'
import { BroadcastMismatchError } from '../errors.js'
import type { EsploraClient } from '../esplora/createEsploraClient.js'
import { planSend } from './planSend.js'
import { requireAccount } from './signMessage.js'

/** The raw transactions a legacy (p2pkh) input must show the wallet, by txid. */
async function previousTransactions(esplora: EsploraClient, txids: readonly string[]) {
  const unique = [...new Set(txids)]
  const hexes = await Promise.all(unique.map((txid) => esplora.getTxHex({ txid })))
  return new Map(unique.map((txid, i) => [txid, hexes[i]!]))
}

/**
 * Sends bitcoin from one of the connection's accounts: picks the coins, builds the PSBT, has
 * the wallet sign it, checks what came back and broadcasts it. Returns the txid.
 */
export async function sendToken(
  connection: BitcoinConnection,
  p: SendTokenParameters,
): Promise<string> {
  const { client, connector, network } = connection
  if (network.caipNetworkId !== p.network.caipNetworkId)
    throw new UnsupportedChainError({
      metaMessages: [
        `Network: ${p.network.caipNetworkId}`,
        `Connected on: ${network.caipNetworkId}`,
      ],
    })
  const account = requireAccount(connection, p.from)
  // the PSBT code loads while the coins are picked
  const [planned, { createSendPsbt, finalizeSignedPsbt }] = await Promise.all([
    planSend(client, p, account),
    client.loadPsbt(),
  ])
  const { params, plan, esplora, selection } = planned
  const psbt = createSendPsbt({
    ...planned,
    previousTransactions:
      plan.type === 'p2pkh'
        ? await previousTransactions(
            esplora,
            selection.inputs.map((u) => u.txid),
          )
        : new Map(),
  })
  const signed = await walletCall(() =>
    connector.signPsbt({
      network: p.network,
      chain: params.chain,
      account,
      psbt: psbt.toBuffer(),
      inputsToSign: selection.inputs.map((_, index) => ({ index })),
    }),
  )
  const tx = finalizeSignedPsbt({ sent: psbt, signed, params, wallet: connector.name })
  const expected = tx.getId()
  const txid = await esplora.broadcast({ hex: tx.toHex() })
  if (txid !== expected) throw new BroadcastMismatchError({ expected, received: txid })
  client.log().info(`bitcoin: broadcast ${txid}`)
  return txid
}
