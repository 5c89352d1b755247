import type { Network } from '@walletport/core'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import type { BitcoinClient } from '../client/BitcoinClient.js'
import type { Utxo } from '../esplora/parseEsplora.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'

/** The unspent outputs of an address of `network`; a malformed address is refused unasked. */
export async function getUtxos(
  client: BitcoinClient,
  { address, network }: { address: string; network: Network },
): Promise<Utxo[]> {
  parseBitcoinAddress(address, getBitcoinNetwork(network))
  return client.esplora(network).getUtxos({ address })
}
