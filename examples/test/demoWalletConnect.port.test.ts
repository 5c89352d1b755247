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

test('default: the first free port from the start', async () => {
  const port = await taken()
  const choice = await choosePort(undefined, { start: port })
  if (!('port' in choice)) throw new Error(choice.error)
  // the next port on, unless another process of the run has just taken that one (the browser
  // tests' servers and browsers listen on ports the system picks, next to this one)
  expect(choice.port).toBeGreaterThan(port)
  expect(choice.port).toBeLessThan(port + 20)
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
