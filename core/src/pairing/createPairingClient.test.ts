import { describe, expect, test } from 'vitest'
import { isUserRejection } from '../errors/getErrorCode.js'
import { PAIRING_METHODS } from './methods.js'
import { waitFor } from './test/fixtures.js'
import { usePairingRig } from './test/pairingRig.js'
import { SOLANA_ADDRESS } from './test/wallet.js'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const rig = usePairingRig({
  name: 'main-wallet',
  eip155Chains: ['eip155:31337', 'eip155:1'],
  solanaChains: [SOLANA],
})
const { newClient, paired } = rig

describe('connect', () => {
  test('default: the URI comes first, then a session covering eip155 and solana', async () => {
    const client = newClient()
    const seen: string[] = []
    client.$buffering.listen((buffering) => seen.push(`buffering:${buffering}`))
    client.$wcUri.listen((uri) => seen.push(uri ? 'uri' : 'no uri'))
    const promise = client.connect({ namespaces: ['eip155', 'solana'] })
    await waitFor(() => client.$wcUri.get() !== undefined, 5_000, 'the URI')
    const uri = client.$wcUri.get()!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(client.$wcPairingExpiry.get()).toBeGreaterThan(Date.now() + 230_000)
    expect(client.$session.get()).toBeUndefined()
    await rig.wallet.pair(uri)
    const session = await promise

    expect(seen).toEqual(['buffering:true', 'uri', 'buffering:false', 'no uri'])
    expect(session.peer.name).toBe('Test Wallet')
    expect(session.namespaces.eip155).toMatchObject({
      accounts: [{ namespace: 'eip155', address: rig.wallet.account.address, type: 'eoa' }],
      caipAddresses: [
        `eip155:31337:${rig.wallet.account.address}`,
        `eip155:1:${rig.wallet.account.address}`,
      ],
      chains: ['eip155:31337', 'eip155:1'],
      // the kit's first network leads
      activeNetworkId: 'eip155:31337',
    })
    expect(session.namespaces.solana).toMatchObject({
      accounts: [{ namespace: 'solana', address: SOLANA_ADDRESS, type: 'eoa' }],
      caipAddresses: [`${SOLANA}:${SOLANA_ADDRESS}`],
      chains: [SOLANA],
    })
    expect(client.$session.get()).toEqual(session)
    expect(client.$wcUri.get()).toBeUndefined()
    expect(client.$wcError.get()).toBe(false)
    // every method the wallet approved is one the spec lists
    for (const method of session.namespaces.eip155?.methods ?? [])
      expect(PAIRING_METHODS.eip155).toContain(method)
  })

  test('behavior: the session is written to the kit storage', async () => {
    const { session, driver } = await paired()
    const stored = JSON.parse(driver.getItem('walletport:pairing:session') ?? 'null')
    expect(stored).toEqual({
      topic: session.topic,
      expiry: session.expiry,
      active: { eip155: 'eip155:31337', solana: SOLANA },
    })
    // and so are WalletConnect's own records, keys and session included
    const keys: string[] = JSON.parse(driver.getItem('walletport:wc:keys') ?? '[]')
    expect(keys.some((key) => key.endsWith('//session'))).toBe(true)
    expect(keys.some((key) => key.endsWith('//keychain'))).toBe(true)
  })

  test('behavior: a session event fires once, with the session', async () => {
    const { session, events } = await paired()
    expect(events.filter((e) => e.type === 'session_set')).toEqual([
      { type: 'session_set', session },
    ])
    expect(events[0]?.type).toBe('uri')
  })

  test('behavior: a wallet that declines the proposal', async () => {
    const client = newClient()
    rig.wallet.behavior.proposal = 'reject'
    try {
      const error = await client
        .connect({ namespaces: ['eip155'], onUri: (uri) => void rig.wallet.pair(uri) })
        .catch((e: unknown) => e)
      expect(isUserRejection(error)).toBe(true)
      expect(error).toMatchObject({ name: 'ProviderRpcError', code: 4001 })
      expect(client.$wcError.get()).toBe(true)
      expect(client.$wcUri.get()).toBeUndefined()
      expect(client.$session.get()).toBeUndefined()
    } finally {
      rig.wallet.behavior.proposal = 'approve'
    }
  })
})

describe('session events', () => {
  test('behavior: accountsChanged and chainChanged from the wallet', async () => {
    const { client, session, events } = await paired()
    const provider = client.getProvider('eip155')
    const seen: unknown[] = []
    provider.on('accountsChanged', (accounts) => seen.push(accounts))
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    await rig.wallet.emitEvent({
      topic: session.topic,
      chainId: 'eip155:31337',
      name: 'accountsChanged',
      data: [`eip155:31337:${other}`],
    })
    await waitFor(() => seen.length > 0, 5_000, 'accountsChanged')
    expect(seen).toEqual([[other]])
    expect(events.at(-1)).toMatchObject({
      type: 'accounts_changed',
      namespace: 'eip155',
      caipAddresses: [`eip155:31337:${other}`],
    })
    expect(client.$session.get()?.namespaces.eip155?.accounts[0]?.address).toBe(other)

    await rig.wallet.emitEvent({
      topic: session.topic,
      chainId: 'eip155:1',
      name: 'chainChanged',
      data: 1,
    })
    await waitFor(() => events.at(-1)?.type === 'chain_changed', 5_000, 'chainChanged')
    expect(events.at(-1)).toEqual({
      type: 'chain_changed',
      namespace: 'eip155',
      networkId: 'eip155:1',
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  test('behavior: a session the wallet extends is stored with its new expiry', async () => {
    const { client, session, driver } = await paired()
    // expiries are in whole seconds: let one pass
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await rig.wallet.extend(session.topic)
    await waitFor(() => (client.$session.get()?.expiry ?? 0) > session.expiry, 5_000, 'extend')
    const stored = JSON.parse(driver.getItem('walletport:pairing:session') ?? 'null')
    expect(stored.expiry).toBe(client.$session.get()?.expiry)
  })

  test('behavior: session_delete from the wallet clears the session and its storage', async () => {
    const { client, session, events, driver } = await paired()
    const disconnects: unknown[] = []
    client.getProvider('eip155').on('disconnect', (error) => disconnects.push(error))
    await rig.wallet.disconnect(session.topic)
    await waitFor(() => client.$session.get() === undefined, 5_000, 'the session to end')
    expect(events.at(-1)).toEqual({ type: 'session_deleted', topic: session.topic, by: 'wallet' })
    expect(disconnects).toMatchObject([{ code: 4900 }])
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
    // WalletConnect's own session record and the provider's namespaces are gone too
    const keys: string[] = JSON.parse(driver.getItem('walletport:wc:keys') ?? '[]')
    const sessionKey = keys.find((key) => key.endsWith('//session'))
    expect(JSON.parse(driver.getItem(`walletport:wc/${sessionKey}`) ?? '[]')).toEqual([])
    expect(keys.filter((key) => key.startsWith('wc@2:universal_provider:'))).toEqual([])
    await expect(
      client.request({ method: 'personal_sign', networkId: 'eip155:31337' }),
    ).rejects.toThrow('Please call connect() before request()')
  })

  test('behavior: disconnect ends the session on both sides', async () => {
    const { client, session, events, driver } = await paired()
    expect(rig.wallet.sessionTopics()).toContain(session.topic)
    await client.disconnect()
    expect(client.$session.get()).toBeUndefined()
    expect(events.at(-1)).toEqual({ type: 'session_deleted', topic: session.topic, by: 'dapp' })
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
    await waitFor(() => !rig.wallet.sessionTopics().includes(session.topic), 5_000, 'the wallet')
    // a second disconnect has nothing to do
    await expect(client.disconnect()).resolves.toBeUndefined()
  })
})
