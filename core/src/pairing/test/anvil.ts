import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

export type TestAnvil = {
  /** http://127.0.0.1:PORT */
  readonly url: string
  readonly chainId: 31337
  stop(): Promise<void>
}

/**
 * The real anvil binary that `@foundry-rs/anvil` ships in its platform package, on a fresh
 * port of 127.0.0.1; resolves once it answers JSON-RPC.
 */
export async function startAnvil(): Promise<TestAnvil> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', '31337', '--silent'],
    { stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await waitUntilReady(url, child)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url,
    chainId: 31337,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  // the wrapper package names its platform packages as optional dependencies
  const wrapper = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  const platform = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  return join(dirname(wrapper.resolve(`${platform}/package.json`)), 'bin', name)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('anvil did not start within 10 s')
}
