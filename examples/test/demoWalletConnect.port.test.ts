// the demo's port (issue 12 item 7): the next free one, or a one-line refusal
import { createServer, type Server } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { choosePort, isPortFree } from '../scripts/choosePort.js'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

/** a port taken by a listener of this test */
async function taken(): Promise<number> {
  const server = createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

/** listens on `port` of 127.0.0.1, or resolves undefined when it is taken */
async function listenOn(port: number): Promise<Server | undefined> {
  const server = createServer()
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => resolve(true))
  })
  if (!listening) return undefined
  servers.push(server)
  return server
}

/**
 * A taken port whose next port is free, below the system's ephemeral range (32768 and up on
 * Linux): the run's other servers and browsers listen on ports the system picks from that
 * range, and one of them took the port after an ephemeral one while this test looked.
 */
async function takenBeforeFree(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 10_000)
    if (!(await isPortFree(port + 1))) continue
    if (await listenOn(port)) return port
  }
  throw new Error('no taken port with a free one after it, below 30000')
}

test('default: the first free port from the start', async () => {
  const port = await takenBeforeFree()
  const choice = await choosePort(undefined, { start: port })
  expect(choice).toEqual({ port: port + 1 })
  expect(await isPortFree(port)).toBe(false)
})

test('behavior: --port N, free, is used as is', async () => {
  const port = await taken()
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  expect(await choosePort(String(port))).toEqual({ port })
})

test('behavior: --port N, taken, is one line naming the port and how to choose another', async () => {
  const port = await taken()
  const choice = await choosePort(String(port))
  expect(choice).toEqual({
    error: `Port ${port} is already in use: stop what uses it, or choose another with npm run demo -- --port <number>.`,
  })
})

test.each(['abc', '0', '70000', '1e3', ''])(
  'behavior: --port %j is refused in one line',
  async (value) => {
    const choice = await choosePort(value)
    expect(choice).toEqual({ error: `--port needs a number from 1 to 65535, got "${value}".` })
  },
)
