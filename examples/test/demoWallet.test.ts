import { parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createDemoProvider,
  type DemoProvider,
  DemoWalletError,
  type DemoWalletStorage,
} from '../demo/wallet/createDemoProvider.js'
import { type Devnet, getDevKey, startDevnet } from '../scripts/devnet.js'
import { RECIPIENT, readBalance, readReceiptStatus } from './harness/chain.js'

// the demo wallet's EIP-1193 provider on its own, against two real anvil chains
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})

function memoryStorage(): DemoWalletStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

function createProvider(storage: DemoWalletStorage = memoryStorage()): DemoProvider {
  return createDemoProvider({ config: devnet.config, storage })
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
  } catch (error) {
    return error instanceof DemoWalletError ? error.code : -1
  }
  return undefined
}

describe('accounts', () => {
  test('default: the key is anvil dev account 0', () => {
    expect(createProvider().address).toBe(getDevKey(0).address)
    expect(devnet.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  test('behavior: no account until the page asks; then accountsChanged once', async () => {
    const provider = createProvider()
    const events: unknown[] = []
    provider.on('accountsChanged', (accounts) => events.push(accounts))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([devnet.address])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([devnet.address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([devnet.address])
    expect(events).toEqual([[devnet.address]])
  })

  test('behavior: the permission survives a reload (storage); revoking forgets it', async () => {
    const storage = memoryStorage()
    await createProvider(storage).request({ method: 'eth_requestAccounts' })
    const reloaded = createProvider(storage)
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([devnet.address])
    const events: unknown[] = []
    reloaded.on('accountsChanged', (accounts) => events.push(accounts))
    await reloaded.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(events).toEqual([[]])
    expect(await createProvider(storage).request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('signing and sending', () => {
  test('behavior: personal_sign needs the permission, then signs with the dev key', async () => {
    const provider = createProvider()
    const message = 'Sign in to the Walletport demo'
    expect(
      await codeOf(
        provider.request({ method: 'personal_sign', params: [message, devnet.address] }),
      ),
    ).toBe(4100)
    await provider.request({ method: 'eth_requestAccounts' })
    const signature = await provider.request({
      method: 'personal_sign',
      params: [message, devnet.address],
    })
    expect(typeof signature).toBe('string')
    expect(
      await verifyMessage({
        address: devnet.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(
      await codeOf(provider.request({ method: 'personal_sign', params: [message, RECIPIENT] })),
    ).toBe(4100)
  })

  test('behavior: eth_sendTransaction is signed locally, sent raw and mined', async () => {
    const provider = createProvider()
    await provider.request({ method: 'eth_requestAccounts' })
    const [node] = devnet.nodes
    const before = await readBalance(node, RECIPIENT)
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: devnet.address, to: RECIPIENT, value: '0xde0b6b3a7640000' }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await readReceiptStatus(node, String(hash))).toBe('success')
    expect(await readBalance(node, RECIPIENT)).toBe(before + parseEther('1'))
  })

  test('behavior: read calls reach the node of the chain the wallet is on', async () => {
    const provider = createProvider()
    const balanceOn = async () =>
      BigInt(
        String(await provider.request({ method: 'eth_getBalance', params: [RECIPIENT, 'latest'] })),
      )
    expect(await balanceOn()).toBe(await readBalance(devnet.nodes[0], RECIPIENT))
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(await balanceOn()).toBe(await readBalance(devnet.nodes[1], RECIPIENT))
  })
})

describe('networks', () => {
  test('behavior: switching to a known chain emits chainChanged; the choice is remembered', async () => {
    const storage = memoryStorage()
    const provider = createProvider(storage)
    const events: unknown[] = []
    provider.on('chainChanged', (id) => events.push(id))
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(events).toEqual(['0x7a6a'])
    expect(await createProvider(storage).request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  test('behavior: unknown chains answer 4902 to switch and add', async () => {
    const provider = createProvider()
    const unknown = [{ chainId: '0x1' }]
    expect(
      await codeOf(provider.request({ method: 'wallet_switchEthereumChain', params: unknown })),
    ).toBe(4902)
    expect(
      await codeOf(provider.request({ method: 'wallet_addEthereumChain', params: unknown })),
    ).toBe(4902)
    expect(
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBeNull()
  })

  test('behavior: on the unlisted chain the wallet has no node: 4901', async () => {
    const provider = createProvider()
    await provider.request({ method: 'eth_requestAccounts' })
    provider.moveToChain(31339)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6b')
    expect(
      await codeOf(
        provider.request({
          method: 'eth_sendTransaction',
          params: [{ from: devnet.address, to: RECIPIENT, value: '0x1' }],
        }),
      ),
    ).toBe(4901)
  })

  test('behavior: other methods answer 4200; bad params -32602', async () => {
    const provider = createProvider()
    expect(await codeOf(provider.request({ method: 'eth_signTransaction' }))).toBe(4200)
    expect(
      await codeOf(provider.request({ method: 'wallet_switchEthereumChain', params: [] })),
    ).toBe(-32602)
  })
})
