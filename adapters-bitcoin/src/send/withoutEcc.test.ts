// vitest: isolated (it checks what the process has loaded).
// this file must not import the test wallet or the Esplora server: they load an ECC library
// into bitcoinjs-lib, and the point here is that the adapter's own code runs without one
import { address as bitcoinjsAddress, networks, Psbt } from 'bitcoinjs-lib'
import { expect, test } from 'vitest'
import { encodeSegwitAddress } from '../address/bech32.js'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import { createSendPsbt } from './createSendPsbt.js'
import { finalizeSignedPsbt } from './finalizeSignedPsbt.js'
import { getSpendPlan } from './getSpendPlan.js'
import { selectCoins } from './selectCoins.js'

const TAPROOT = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'

test('behavior: no ECC library is loaded in this file', () => {
  expect(() => bitcoinjsAddress.toOutputScript(TAPROOT, networks.bitcoin)).toThrow(/ECC/)
})

test('behavior: taproot addresses validate, and taproot sends build and finalise, without ECC', () => {
  expect(
    parseBitcoinAddress(TAPROOT, { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }).type,
  ).toBe('p2tr')
  const params = getBitcoinNetwork(bitcoinRegtest)
  // any 32 bytes stand in for the x-only key: nothing here may need to check the curve
  const internalKey = new Uint8Array(32).fill(0x11)
  const from = parseBitcoinAddress(
    encodeSegwitAddress('bcrt', 1, new Uint8Array(32).fill(0x33)),
    params,
  )
  const to = parseBitcoinAddress(
    encodeSegwitAddress('bcrt', 0, new Uint8Array(20).fill(0x44)),
    params,
  )
  const plan = getSpendPlan(from, internalKey)
  const selection = selectCoins({
    utxos: [{ txid: 'cd'.repeat(32), vout: 1, value: 50_000n, confirmed: true }],
    amount: 20_000n,
    feeRate: 2,
    inputType: plan.type,
    recipientType: to.type,
    changeType: from.type,
  })
  const psbt = createSendPsbt({ params, from, plan, to, amount: 20_000n, selection })
  expect(psbt.data.inputs[0]?.tapInternalKey).toEqual(internalKey)
  // what a wallet hands back: the same PSBT with a key-path signature
  const signed = Psbt.fromBuffer(psbt.toBuffer(), { network: params.bitcoinjs })
  signed.updateInput(0, { tapKeySig: new Uint8Array(64).fill(0x22) })
  const tx = finalizeSignedPsbt({ sent: psbt, signed: signed.toBuffer(), params, wallet: 'test' })
  expect(tx.ins[0]?.witness).toEqual([new Uint8Array(64).fill(0x22)])
  expect(tx.outs.map((o) => o.value)).toEqual([20_000n, 50_000n - 20_000n - selection.fee])
})
