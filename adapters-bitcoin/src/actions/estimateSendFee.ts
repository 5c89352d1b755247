import type { SendTokenParameters } from '@walletport/core'
import type { SendEstimate } from '../adapter/bitcoinAdapter.js'
import type { BitcoinClient } from '../client/BitcoinClient.js'
import { planSend } from './planSend.js'

/** The fee and change a send would use now, before anything is signed. */
export async function estimateSendFee(
  client: BitcoinClient,
  parameters: SendTokenParameters,
): Promise<SendEstimate> {
  const { feeRate, selection } = await planSend(client, parameters)
  // a send usually follows its estimate: fetch the PSBT code now, so the send need not wait
  client
    .loadPsbt()
    .catch((error: unknown) => client.log().debug('bitcoin: preloading PSBT code failed', error))
  return {
    fee: selection.fee,
    feeRate,
    vsize: selection.vsize,
    change: selection.change,
    inputCount: selection.inputs.length,
  }
}
