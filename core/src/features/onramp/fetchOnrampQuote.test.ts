import { ONRAMP_QUOTE } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { monadTestnet } from '../../networks/evm.js'
import { connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { fetchOnrampQuote } from './fetchOnrampQuote.js'
import { getOnrampState } from './onrampState.js'
import { setOnrampParameters } from './setOnrampParameters.js'

const server = useDataServer()

test('default: fees, subtotal, total and the amount bought', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  setOnrampParameters(kit, { amount: '100' })
  const quote = await fetchOnrampQuote(kit)
  expect(quote).toEqual({ ...ONRAMP_QUOTE, isFallback: false })
  expect(getOnrampState(kit)).toMatchObject({ quote, loadingQuote: false })
  expect(server.requestsTo('/v1/onramp/quote')[0]?.json).toEqual({
    purchaseCurrency: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
    paymentCurrency: 'GBP',
    amount: '100',
    network: 'ethereum',
  })
})

test('behavior: a failed quote gives the estimate at the top of the fee range', async () => {
  const { kit } = createFeatureKit(server)
  server.route('POST /v1/onramp/quote', () => ({ status: 500, body: 'down' }))
  await connectKit(kit)
  setOnrampParameters(kit, { amount: '100' })
  expect(await fetchOnrampQuote(kit)).toMatchObject({
    isFallback: true,
    paymentTotal: { amount: '100.00', currency: 'GBP' },
    paymentSubtotal: { amount: '98.00', currency: 'GBP' },
    coinbaseFee: { amount: '2.00', currency: 'GBP' },
  })
})

test('behavior: the amount must be within the payment limits', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  setOnrampParameters(kit, { amount: '4.99' })
  await expect(fetchOnrampQuote(kit)).rejects.toMatchObject({
    name: 'OnrampAmountError',
    shortMessage: 'Enter an amount between 5.00 and 5000.00 GBP',
  })
  setOnrampParameters(kit, { amount: '5000.01' })
  await expect(fetchOnrampQuote(kit)).rejects.toMatchObject({ name: 'OnrampAmountError' })
  setOnrampParameters(kit, { amount: 'lots' })
  await expect(fetchOnrampQuote(kit)).rejects.toMatchObject({ name: 'InvalidDecimalError' })
  setOnrampParameters(kit, { amount: '10', paymentCurrency: 'JPY' })
  await expect(fetchOnrampQuote(kit)).rejects.toMatchObject({ name: 'OnrampUnavailableError' })
  expect(server.requestsTo('/v1/onramp/quote')).toEqual([])
})

test('behavior: not where the on-ramp is not served', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await switchNetwork(kit, { networkId: monadTestnet.caipNetworkId })
  setOnrampParameters(kit, { amount: '100' })
  await expect(fetchOnrampQuote(kit)).rejects.toMatchObject({
    name: 'OnrampUnavailableError',
    shortMessage: 'On-ramp is not available on this network',
  })
})
