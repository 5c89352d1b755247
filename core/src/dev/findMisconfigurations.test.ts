import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapter/mockAdapter.js'
import { parseKitOptions } from '../kit/parseKitOptions.js'
import { mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { findMisconfigurations } from './findMisconfigurations.js'
import { warnMisconfigurations } from './warnMisconfigurations.js'

const adapterOf = (namespace: 'eip155' | 'solana') => mockAdapter({ namespace, accounts: [] })

describe('findMisconfigurations', () => {
  it('names a network whose namespace has no adapter, and how to fix it', () => {
    const options = parseKitOptions({
      networks: [mainnet, solana],
      adapters: [adapterOf('eip155')],
    })
    const [message, ...rest] = findMisconfigurations(options)
    expect(rest).toEqual([])
    expect(message).toContain('Solana (solana) has no adapter')
    expect(message).toContain('Add the solana adapter to `adapters`')
  })

  it('says nothing in pairing-only mode (no adapters) or when every namespace is served', () => {
    expect(findMisconfigurations(parseKitOptions({ networks: [mainnet, solana] }))).toEqual([])
    const served = parseKitOptions({
      networks: [mainnet, solana],
      adapters: [adapterOf('eip155'), adapterOf('solana')],
    })
    expect(findMisconfigurations(served)).toEqual([])
  })

  it('names wallet ids that nothing can resolve without an explorer', () => {
    const options = parseKitOptions({
      networks: [mainnet],
      featuredWalletIds: ['not-a-wallet', 'also-not'],
      includeWalletIds: ['mine'],
      customWallets: [{ id: 'mine', name: 'Mine' }],
    })
    const [unknown, featured, ...rest] = findMisconfigurations(options)
    expect(rest).toEqual([])
    expect(unknown).toContain('featuredWalletIds: not-a-wallet, also-not are not in the bundled')
    expect(unknown).toContain('`endpoints.explorer`')
    // and, WalletConnect being off, featured wallets cannot show at all
    expect(featured).toContain('through WalletConnect, which is off')
  })

  it('says featured wallets need pairing when WalletConnect is off', () => {
    const options = parseKitOptions({
      networks: [mainnet],
      // MetaMask's id in the bundled registry, so only the pairing is missing
      featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],
    })
    const [message, ...rest] = findMisconfigurations(options)
    expect(rest).toEqual([])
    expect(message).toContain('featuredWalletIds: featured wallets that are not installed')
  })

  it('trusts the explorer with any id', () => {
    const options = parseKitOptions({
      networks: [mainnet],
      endpoints: { explorer: 'https://explorer.example' },
      includeWalletIds: ['not-a-wallet'],
    })
    expect(findMisconfigurations(options)).toEqual([])
  })
})

describe('warnMisconfigurations', () => {
  const misconfigured = () =>
    parseKitOptions({ networks: [mainnet, solana], adapters: [adapterOf('eip155')] })

  it('warns on the console with the walletport tag', () => {
    const lines: string[] = []
    warnMisconfigurations(misconfigured(), { warn: (line: string) => lines.push(line) })
    expect(lines).toEqual([expect.stringMatching(/^\[walletport\] networks: Solana/)])
  })

  it('stays quiet with logLevel silent', () => {
    const lines: string[] = []
    const options = { ...misconfigured(), logLevel: 'silent' as const }
    warnMisconfigurations(options, { warn: (line: string) => lines.push(line) })
    expect(lines).toEqual([])
  })
})

describe('a production build', () => {
  it('carries none of the development warnings', async () => {
    const { build } = await import('esbuild')
    const result = await build({
      stdin: {
        contents: [
          "export { warnMisconfigurations } from './warnMisconfigurations.ts'",
          "export { walletConnect } from '../pairing/walletConnect.ts'",
        ].join('\n'),
        resolveDir: import.meta.dirname,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      platform: 'browser',
      external: ['@walletconnect/*'],
      // the workspace's sources, as the tests use them: no package needs building first
      conditions: ['@walletport/source'],
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    const code = result.outputFiles[0]?.text ?? ''
    expect(code).toContain('export')
    // nor the wallet registry the checks read (a wallet name from it)
    for (const warning of ['has no adapter', 'bundled wallet list', 'has no relay', 'Coinbase'])
      expect(code).not.toContain(warning)
  })
})
