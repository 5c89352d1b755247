import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'

export type Anvil = {
  rpcUrl: string
  port: number
  chainId: number
  /** a JSON-RPC call straight to the node, for test set-up (anvil_*, evm_*) */
  rpc(method: string, params?: readonly unknown[]): Promise<unknown>
  stop(): Promise<void>
}

/** the anvil binary of @foundry-rs/anvil, found through the wrapper package's own dependencies */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapper = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  return wrapper.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`)
}

export function getFreePort(): Promise<number> {
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

/** Starts anvil on a free port of 127.0.0.1 and waits until it answers. */
export async function startAnvil({
  chainId = 31337,
  args = [],
}: {
  chainId?: number
  args?: readonly string[]
} = {}): Promise<Anvil> {
  const port = await getFreePort()
  const child: ChildProcess = spawn(
    resolveAnvilBinary(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--silent',
      ...args,
    ],
    { stdio: 'ignore' },
  )
  const rpcUrl = `http://127.0.0.1:${port}`
  let id = 0
  const rpc = async (method: string, params: readonly unknown[] = []) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await rpc('eth_chainId')
      break
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL')
        throw new Error(`anvil did not start on port ${port}`, { cause: error })
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  return {
    rpcUrl,
    port,
    chainId,
    rpc,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
