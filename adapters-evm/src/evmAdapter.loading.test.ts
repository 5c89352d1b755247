import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { RequestBeforeConnectError, type SiwxMessageData } from '@walletport/core'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { SiwxMessageUnavailableError } from './errors/siwx.js'
import { evmAdapter } from './evmAdapter.js'
import { createFakeWindow, TEST_ICON } from './test/createFakeWindow.js'
import { localNetwork } from './test/createTestBed.js'
import { createTestContext } from './test/createTestContext.js'
import { createTestWallet } from './test/createTestWallet.js'
import { devAccount } from './test/devAccounts.js'

// no node is needed: the test wallet answers eth_accounts and eth_chainId itself
const network = localNetwork({ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' })
const account = devAccount(1)
const RDNS = 'com.example.one'

function setUp({ authorized = false }: { authorized?: boolean } = {}) {
  const window = createFakeWindow()
  const wallet = createTestWallet({ account, chains: {}, chainId: 31337, authorized })
  window.announce({
    info: { uuid: 'u-1', name: 'Wallet One', icon: TEST_ICON, rdns: RDNS },
    provider: wallet.provider,
  })
  const adapter = evmAdapter({ window, announceWait: 0 })
  const teardown = adapter.setup(createTestContext({ networks: [network] }).ctx)
  return { adapter, wallet, teardown }
}

const signInData: SiwxMessageData = {
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'k3j4h5g6f7d8',
  issuedAt: '2026-01-02T03:04:05.000Z',
  networkId: 'eip155:31337',
  accountAddress: account.address,
}

test('behavior: setup, discovery, the rules and a reconnect with nothing to restore load no wallet code', async () => {
  const { adapter, wallet, teardown } = setUp()
  expect(adapter.$connectors.get().map((c) => c.id)).toEqual([RDNS])
  expect(adapter.isAddress(account.address.toLowerCase())).toBe(true)
  expect(adapter.isAddress('0x1234')).toBe(false)
  expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
  expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
  // the kit asks every connector after a reload: a missing one and one that authorises nothing
  expect(await adapter.reconnect({ connectorId: 'com.example.none', network })).toBe(undefined)
  expect(await adapter.reconnect({ connectorId: RDNS, network })).toBe(undefined)
  expect(wallet.calls.map((c) => c.method)).toEqual(['eth_accounts'])
  // nothing connected: nothing to move or end
  await adapter.switchNetwork({ network })
  await adapter.disconnect()
  expect(() => adapter.capabilities.siwx.createMessage(signInData)).toThrow(
    SiwxMessageUnavailableError,
  )
  expect(adapter.isLoaded()).toBe(false)
  teardown()
  expect(adapter.isLoaded()).toBe(false)
})

test('default: every capability is declared before the wallet code loads', () => {
  const { adapter, teardown } = setUp()
  expect(Object.keys(adapter.capabilities)).toMatchInlineSnapshot(`
    [
      "sendTransaction",
      "estimateGas",
      "writeContract",
      "sendToken",
      "getTokenBalances",
      "getProfile",
      "siwx",
      "verifySiwx",
      "request",
      "estimateFees",
      "waitForReceipt",
      "getCapabilities",
      "getAssets",
      "sendCalls",
    ]
  `)
  const { siwx, ...rest } = adapter.capabilities
  for (const capability of [...Object.values(rest), ...Object.values(siwx)])
    expect(typeof capability).toBe('function')
  expect(adapter.isLoaded()).toBe(false)
  teardown()
})

test('behavior: connect asks the wallet at once and loads the wallet code meanwhile', async () => {
  const { adapter, wallet, teardown } = setUp()
  const connecting = adapter.connect({ connectorId: RDNS, network })
  // the prompt went out before the wallet code arrived
  expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts'])
  expect(adapter.isLoaded()).toBe(false)
  expect(await connecting).toMatchObject({
    connectorId: RDNS,
    accounts: [{ address: account.address }],
    networkId: 'eip155:31337',
  })
  expect(adapter.isLoaded()).toBe(true)
  expect(adapter.capabilities.siwx.createMessage(signInData)).toContain(account.address)
  teardown()
})

test('behavior: the restore of an authorised wallet loads it, per adapter', async () => {
  const { adapter, teardown } = setUp({ authorized: true })
  const other = setUp()
  expect(await adapter.reconnect({ connectorId: RDNS, network })).toMatchObject({
    accounts: [{ address: account.address }],
  })
  expect(adapter.isLoaded()).toBe(true)
  expect(other.adapter.isLoaded()).toBe(false)
  other.teardown()
  teardown()
})

test('behavior: a capability, or load(), loads it on first use', async () => {
  const { adapter, teardown } = setUp()
  await expect(adapter.capabilities.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(
    RequestBeforeConnectError,
  )
  expect(adapter.isLoaded()).toBe(true)

  const other = setUp()
  await other.adapter.load()
  expect(other.adapter.isLoaded()).toBe(true)
  expect(other.adapter.capabilities.siwx.createMessage(signInData)).toContain('Chain ID: 31337')
  other.teardown()
  teardown()
})

// the module graph evmAdapter brings before any import(): what a page pays for the adapter
const SOURCE = dirname(fileURLToPath(import.meta.url))

function staticGraph(entry: string) {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    for (const statement of source.statements) {
      // `import type` and `export type` leave nothing behind; `import()` is an expression
      const specifier =
        ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly
          ? statement.moduleSpecifier
          : ts.isExportDeclaration(statement) && !statement.isTypeOnly
            ? statement.moduleSpecifier
            : undefined
      if (!specifier || !ts.isStringLiteral(specifier)) continue
      if (specifier.text.startsWith('.'))
        visit(join(dirname(file), specifier.text.replace(/\.js$/, '.ts')))
      else packages.add(specifier.text)
    }
  }
  visit(join(SOURCE, entry))
  return {
    files: [...files].map((file) => relative(SOURCE, file)).sort(),
    packages: [...packages].sort(),
  }
}

test('behavior: evmAdapter imports no chain library before its first use', () => {
  const graph = staticGraph('evmAdapter.ts')
  expect(graph.packages.filter((name) => /^(viem|ox|abitype|@noble\/)/.test(name))).toEqual([])
  expect(graph).toMatchInlineSnapshot(`
    {
      "files": [
        "connectors/connectWithWallet.ts",
        "connectors/connectorIds.ts",
        "connectors/createProviderRegistry.ts",
        "connectors/listConnectors.ts",
        "connectors/reconnectWallet.ts",
        "connectors/watchInjectedProviders.ts",
        "evmAdapter.ts",
        "lazyEvmCapabilities.ts",
        "utils/eip155AdapterRules.ts",
        "utils/isEip155Address.ts",
        "utils/parseUnits.ts",
      ],
      "packages": [
        "@walletport/core",
        "nanostores",
      ],
    }
  `)
})
