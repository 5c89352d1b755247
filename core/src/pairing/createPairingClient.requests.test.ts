import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { beforeAll, expect, test } from 'vitest'
import { isUserRejection } from '../errors/getErrorCode.js'
import type { PairingClient } from '../types/pairing.js'
import { usePairingRig } from './test/pairingRig.js'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const rig = usePairingRig({
  name: 'requests-wallet',
  eip155Chains: ['eip155:31337', 'eip155:1'],
  solanaChains: [SOLANA],
})

let client: PairingClient

beforeAll(async () => {
  ;({ client } = await rig.paired())
})

test('behavior: personal_sign is signed by the wallet account and verifies', async () => {
  const message = 'Sign in to Walletport'
  const signature = await client.request({
    method: 'personal_sign',
    params: [`0x${Buffer.from(message).toString('hex')}`, rig.wallet.account.address],
    networkId: 'eip155:31337',
  })
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(
    await verifyMessage({
      address: rig.wallet.account.address,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)
  expect(rig.wallet.requests.at(-1)).toMatchObject({
    method: 'personal_sign',
    chainId: 'eip155:31337',
  })
})

test('behavior: eth_sendTransaction is signed by the wallet and mined on anvil', async () => {
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rig.anvil.url] } },
  })
  const publicClient = createPublicClient({
    chain,
    transport: http(rig.anvil.url),
    pollingInterval: 50,
  })
  const before = await publicClient.getBalance({ address: RECIPIENT })
  const hash = await client.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: rig.wallet.account.address,
        to: RECIPIENT,
        value: `0x${parseEther('1.5').toString(16)}`,
      },
    ],
    networkId: 'eip155:31337',
  })
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await publicClient.waitForTransactionReceipt({
    hash: hash as `0x${string}`,
    pollingInterval: 50,
  })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(rig.wallet.account.address.toLowerCase())
  expect(await publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('1.5'))
})

test('behavior: reads go to the network RPC (anvil), never to the wallet', async () => {
  const count = rig.wallet.requests.length
  const balance = await client.request({
    method: 'eth_getBalance',
    params: [RECIPIENT, 'latest'],
    networkId: 'eip155:31337',
  })
  const direct = await fetch(rig.anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [RECIPIENT, 'latest'],
    }),
  }).then((r) => r.json() as Promise<{ result: string }>)
  expect(balance).toBe(direct.result)
  expect(rig.wallet.requests.length).toBe(count)
})

test('behavior: a wallet that rejects answers 4001', async () => {
  rig.wallet.behavior.requests = 'reject'
  try {
    const error = await client
      .request({
        method: 'personal_sign',
        params: ['0x68690a', rig.wallet.account.address],
        networkId: 'eip155:31337',
      })
      .catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(error).toMatchObject({
      name: 'ProviderRpcError',
      code: 4001,
      shortMessage: 'User rejected the request.',
    })
  } finally {
    rig.wallet.behavior.requests = 'approve'
  }
})

test('behavior: a namespace the session lacks', async () => {
  await expect(
    client.request({
      method: 'signMessage',
      networkId: 'bip122:000000000019d6689c085ae165831e93',
    }),
  ).rejects.toThrow("Namespace 'bip122' is not configured.")
})

test('behavior: the EIP-1193 provider drives a viem wallet client', async () => {
  const provider = client.getProvider('eip155')
  expect(client.getProvider('eip155')).toBe(provider)
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([rig.wallet.account.address])
  const viemWallet = createWalletClient({ transport: custom(provider) })
  const [account] = await viemWallet.requestAddresses()
  expect(account).toBe(rig.wallet.account.address)
  const signature = await viemWallet.signMessage({ account: account!, message: 'via EIP-1193' })
  expect(
    await verifyMessage({
      address: rig.wallet.account.address,
      message: 'via EIP-1193',
      signature,
    }),
  ).toBe(true)
  expect(await viemWallet.getChainId()).toBe(31337)
})

test('behavior: switching to another approved chain is local and reported', async () => {
  const provider = client.getProvider('eip155')
  const chains: unknown[] = []
  const onChain = (chainId: unknown) => chains.push(chainId)
  provider.on('chainChanged', onChain)
  const count = rig.wallet.requests.length
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  expect(client.$session.get()?.namespaces.eip155?.activeNetworkId).toBe('eip155:1')
  expect(chains).toEqual(['0x1'])
  expect(rig.wallet.requests.length).toBe(count)
  await client.switchNetwork({ networkId: 'eip155:31337' })
  expect(chains).toEqual(['0x1', '0x7a69'])
  provider.removeListener('chainChanged', onChain)
  await expect(
    client.switchNetwork({ networkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
  ).rejects.toThrow('Chain is not supported')
})
