import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export type AnvilNode = {
  chainId: number
  port: number
  rpcUrl: string
  /** a JSON-RPC call straight to the node (anvil_*, evm_*, eth_*) */
  rpc(method: string, params?: readonly unknown[]): Promise<unknown>
  stop(): Promise<void>
}

export type StartAnvilParameters = {
  chainId: number
  /** the ether balance of every dev account; anvil's 10000 by default */
  balance?: number
  /** gives up after this many ms; 15 s */
  timeout?: number
}

// every node this process started, killed on the way out even when nobody called stop()
const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** The anvil binary of @foundry-rs/anvil: it ships in the wrapper's optional dependency. */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapper = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  return wrapper.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`)
}

/**
 * Starts anvil on 127.0.0.1. It binds port 0 and reports the port the system gave it, so two
 * nodes (or two test files) never race for the same port.
 */
export async function startAnvil({
  chainId,
  balance,
  timeout = 15_000,
}: StartAnvilParameters): Promise<AnvilNode> {
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', () => {
      for (const child of running) child.kill('SIGKILL')
    })
  }
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)]
  if (balance !== undefined) args.push('--balance', String(balance))
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child)
      resolve()
    }),
  )

  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`anvil (chain ${chainId}) did not start in ${timeout} ms`)),
      timeout,
    )
    const onError = (error: Error) => fail(error)
    const onExit = (code: number | null) =>
      fail(new Error(`anvil (chain ${chainId}) exited with ${code}`))
    function fail(error: Error) {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${error.message}\n${output.slice(-2000)}`))
    }
    child.once('error', onError)
    child.once('exit', onExit)
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stdout.on('data', (chunk: Buffer) => {
      // anvil logs every call afterwards; keep reading so its pipe never fills up
      if (output.includes('Listening on')) return
      output += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.off('error', onError)
      child.off('exit', onExit)
      resolve(Number(match[1]))
    })
  })

  const rpcUrl = `http://127.0.0.1:${port}`
  let id = 0
  return {
    chainId,
    port,
    rpcUrl,
    async rpc(method, params = []) {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
      if (body.error) throw new Error(`${method}: ${body.error.message ?? 'failed'}`)
      return body.result
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
