import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { vi } from 'vitest'

/**
 * Core's WalletConnect harness (a local relay and the real wallet side) for happy-dom tests.
 * The relay is a Node server: it gets ws's Node build instead of the browser stub this DOM
 * environment resolves. The dapp's universal-provider gets its Node build too: this
 * environment resolves its bundler-only `module` build, which Node runs unbundled, and there
 * a default import of a CJS package is no constructor, so a session could never settle.
 * Both builds take the same browser paths; the dapp and wallet use the DOM's WebSocket.
 */
export async function loadPairingHarness() {
  const fromCore = createRequire(
    createRequire(import.meta.url).resolve('@walletport/core/package.json'),
  )
  const ws = fromCore('ws') as unknown
  const browserBuild = join(dirname(fromCore.resolve('ws/package.json')), 'browser.js')
  vi.doMock(browserBuild, () => ({ ...(ws as object), default: ws }))
  const provider = fromCore('@walletconnect/universal-provider') as object
  const moduleBuild = join(
    dirname(fromCore.resolve('@walletconnect/universal-provider')),
    'index.js',
  )
  vi.doMock(moduleBuild, () => provider)
  return import('@walletport/core/test')
}
