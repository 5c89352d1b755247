import { expect, test } from 'vitest'
import { createRecordStore } from './createRecordStore.js'
import { createSendState } from './createSendState.js'
import { createWalletListState } from './createWalletListState.js'

test('default', () => {
  const store = createRecordStore({ a: 1, b: 'x' })
  store.update({ b: 'y' })
  expect(store.$store.get()).toEqual({ a: 1, b: 'y' })
  store.reset()
  expect(store.$store.get()).toEqual({ a: 1, b: 'x' })
})

test('behavior: the send form resets to empty', () => {
  const send = createSendState()
  send.update({ receiverAddress: '0xabc', sendTokenAmount: '1', loading: true })
  send.reset()
  expect(send.$store.get()).toEqual({ loading: false, tokenBalances: [] })
})

test('behavior: the wallet list starts on page 1', () => {
  expect(createWalletListState().$store.get()).toMatchInlineSnapshot(`
    {
      "count": 0,
      "excludedWallets": [],
      "featured": [],
      "page": 1,
      "recommended": [],
      "search": [],
      "wallets": [],
    }
  `)
})
