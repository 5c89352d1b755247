import { ONRAMP_OPTIONS } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { createFeatureKit } from '../../test/createFeatureKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { fetchOnrampOptions } from './fetchOnrampOptions.js'
import { getOnrampState } from './onrampState.js'
import { setOnrampParameters } from './setOnrampParameters.js'

const server = useDataServer()

test('default: options, with the currencies picked', async () => {
  const { kit } = createFeatureKit(server)
  const options = await fetchOnrampOptions(kit)
  expect(options).toEqual({ ...ONRAMP_OPTIONS, isFallback: false })
  expect(getOnrampState(kit)).toMatchObject({
    options,
    // no USD offered: the first payment currency; ETH is the active network's currency
    paymentCurrency: 'GBP',
    purchaseCurrency: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
    paymentMethod: 'card',
    loadingOptions: false,
  })
})

test('behavior: a failure falls back to USD and EUR', async () => {
  const { kit } = createFeatureKit(server)
  server.route('GET /v1/onramp/options', () => ({ status: 500, body: 'down' }))
  const options = await fetchOnrampOptions(kit)
  expect(options.isFallback).toBe(true)
  expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
  expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ])
  expect(getOnrampState(kit)).toMatchObject({ paymentCurrency: 'USD' })
})

test('behavior: choices already made are kept', async () => {
  const { kit } = createFeatureKit(server)
  setOnrampParameters(kit, { paymentCurrency: 'EUR', amount: '20' })
  await fetchOnrampOptions(kit)
  expect(getOnrampState(kit)).toMatchObject({ paymentCurrency: 'EUR', paymentAmount: '20' })
})

test('behavior: without a data source', async () => {
  const { kit } = createFeatureKit(server, { dataSource: undefined })
  await expect(fetchOnrampOptions(kit)).rejects.toMatchObject({
    name: 'DataSourceMethodMissingError',
    method: 'getOnrampOptions',
  })
})
