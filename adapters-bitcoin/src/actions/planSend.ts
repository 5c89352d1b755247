import type { SendTokenParameters } from '@walletport/core'
import { type ParsedBitcoinAddress, parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { type BitcoinClient, BTC_DECIMALS } from '../client/BitcoinClient.js'
import type { BitcoinAccount } from '../connectors/BitcoinConnector.js'
import { InvalidAmountError, UnsupportedTokenError } from '../errors.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import type { SpendType } from '../send/estimateVsize.js'
import { getSpendPlan, type SpendPlan } from '../send/getSpendPlan.js'
import { pickFeeRate } from '../send/pickFeeRate.js'
import { selectCoins } from '../send/selectCoins.js'
import { parseUnits } from '../units.js'

function spendTypeOf(address: ParsedBitcoinAddress): SpendType | undefined {
  if (address.type === 'p2sh') return 'p2sh-p2wpkh'
  return address.type === 'p2wsh' ? undefined : address.type
}

/** Checks and prices a send; with `account`, also that its key can spend `from`. */
export async function planSend(
  client: BitcoinClient,
  p: SendTokenParameters,
  account?: BitcoinAccount,
) {
  if (p.token) throw new UnsupportedTokenError({ token: p.token.address })
  const params = getBitcoinNetwork(p.network)
  const from = parseBitcoinAddress(p.from, params)
  const to = parseBitcoinAddress(p.to, params)
  const amount = parseUnits(p.amount, BTC_DECIMALS)
  if (amount <= 0n) throw new InvalidAmountError({ value: p.amount, decimals: BTC_DECIMALS })
  const inputType = spendTypeOf(from)
  // only the input type matters for an estimate; a send also needs the account's key
  const plan: SpendPlan =
    account || !inputType ? getSpendPlan(from, account?.publicKey) : { type: inputType }
  const esplora = client.esplora(p.network)
  const [utxos, estimates] = await Promise.all([
    esplora.getUtxos({ address: from.address }),
    esplora.getFeeEstimates(),
  ])
  const feeRate = pickFeeRate({
    estimates,
    target: client.feeTarget,
    maxFeeRate: client.maxFeeRate,
  })
  const selection = selectCoins({
    utxos,
    amount,
    feeRate,
    inputType: plan.type,
    recipientType: to.type,
    changeType: from.type,
  })
  return { params, from, to, amount, plan, esplora, feeRate, selection }
}
