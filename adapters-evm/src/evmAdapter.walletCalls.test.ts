import { RequestBeforeConnectError } from '@walletport/core'
import { numberToHex, parseEther } from 'viem'
import { getBalance } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { InvalidWalletRequestError, InvalidWalletResponseError } from './errors/wallet.js'
import { evmAdapter } from './evmAdapter.js'
import { createTestBed, type TestBed, WALLET_RDNS } from './test/createTestBed.js'
import { createTestContext } from './test/createTestContext.js'
import { devAccount } from './test/devAccounts.js'

let bed: TestBed
const from = devAccount(0).address

beforeAll(async () => {
  bed = await createTestBed()
  await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
})
afterAll(async () => {
  await bed.stop()
})

describe('wallet_getCapabilities', () => {
  test('default: passed through and checked', async () => {
    expect(
      await bed.adapter.capabilities.getCapabilities({ address: from, chainIds: [31337] }),
    ).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    expect(bed.wallet.calls.at(-1)).toEqual({
      method: 'wallet_getCapabilities',
      params: [from, ['0x7a69']],
    })
  })

  test('behavior: an answer of the wrong shape is refused', async () => {
    bed.wallet.state.responses.set('wallet_getCapabilities', { 31337: 'yes' })
    try {
      await expect(
        bed.adapter.capabilities.getCapabilities({ address: from }),
      ).rejects.toBeInstanceOf(InvalidWalletResponseError)
    } finally {
      bed.wallet.state.responses.clear()
    }
  })
})

describe('wallet_getAssets', () => {
  test('default: passed through and checked', async () => {
    const balance = await getBalance(await bed.adapter.getClient(bed.network), {
      address: from,
    })
    expect(await bed.adapter.capabilities.getAssets({ address: from, chainIds: [31337] })).toEqual({
      '0x7a69': [
        {
          address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          balance: numberToHex(balance),
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(bed.wallet.calls.at(-1)?.params).toEqual([{ account: from, chainFilter: ['0x7a69'] }])
  })

  test('behavior: one bad asset refuses the whole answer', async () => {
    bed.wallet.state.responses.set('wallet_getAssets', {
      '0x7a69': [
        {
          address: from,
          balance: '12',
          type: 'ERC20',
          metadata: { name: 'X', symbol: 'X', decimals: 18 },
        },
      ],
    })
    try {
      await expect(bed.adapter.capabilities.getAssets({ address: from })).rejects.toMatchObject({
        name: 'InvalidWalletResponseError',
        metaMessages: ['Method: wallet_getAssets', 'Issue: 0x7a69[0].balance is not hex'],
      })
    } finally {
      bed.wallet.state.responses.clear()
    }
  })
})

describe('wallet_sendCalls', () => {
  test('default: the calls reach the wallet, which runs them', async () => {
    const a = devAccount(5).address
    const b = devAccount(6).address
    const client = await bed.adapter.getClient(bed.network)
    const [beforeA, beforeB] = await Promise.all([
      getBalance(client, { address: a }),
      getBalance(client, { address: b }),
    ])
    const { id } = await bed.adapter.capabilities.sendCalls({
      network: bed.network,
      from,
      calls: [
        { to: a, value: parseEther('0.25') },
        { to: b, value: parseEther('0.5'), data: '0x' },
      ],
    })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    const request = bed.wallet.calls.at(-1)
    expect(request?.method).toBe('wallet_sendCalls')
    expect(request?.params).toEqual([
      expect.objectContaining({
        version: '2.0.0',
        chainId: '0x7a69',
        from,
        atomicRequired: false,
        calls: [
          { to: a, value: numberToHex(parseEther('0.25')) },
          { to: b, value: numberToHex(parseEther('0.5')), data: '0x' },
        ],
      }),
    ])
    expect((await getBalance(client, { address: a })) - beforeA).toBe(parseEther('0.25'))
    expect((await getBalance(client, { address: b })) - beforeB).toBe(parseEther('0.5'))
  })

  test('parameters: targets and data must start with 0x', async () => {
    const calls = bed.wallet.calls.length
    const send = (call: Record<string, unknown>) =>
      bed.adapter.capabilities.sendCalls({ network: bed.network, from, calls: [call] })
    const target = devAccount(5).address
    await expect(send({ to: target.slice(2) })).rejects.toBeInstanceOf(InvalidWalletRequestError)
    await expect(send({ to: target, data: 'abcd' })).rejects.toBeInstanceOf(
      InvalidWalletRequestError,
    )
    await expect(send({ to: target, data: '0xzz' })).rejects.toBeInstanceOf(
      InvalidWalletRequestError,
    )
    await expect(send({ to: target, value: -1n })).rejects.toBeInstanceOf(InvalidWalletRequestError)
    await expect(
      bed.adapter.capabilities.sendCalls({ network: bed.network, from, calls: [] }),
    ).rejects.toBeInstanceOf(InvalidWalletRequestError)
    expect(bed.wallet.calls.length).toBe(calls)
  })

  test('behavior: before a connection', async () => {
    const adapter = evmAdapter({ window: bed.window })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network] }).ctx)
    await expect(adapter.capabilities.getCapabilities({ address: from })).rejects.toBeInstanceOf(
      RequestBeforeConnectError,
    )
    teardown()
  })
})
