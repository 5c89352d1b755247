import { createServer } from 'node:net'

/** Whether nothing listens on `port` of 127.0.0.1 (the demo's host). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

export type PortChoice = { port: number } | { error: string }

/**
 * Docs: /examples/demo#port. The demo's port: `--port N` exactly (a one-line refusal when it
 * is not a port or is taken), else the first free one from `start` on (a few tries).
 */
export async function choosePort(
  requested: string | undefined,
  { start = 5173, tries = 20 }: { start?: number; tries?: number } = {},
): Promise<PortChoice> {
  if (requested !== undefined) {
    const port = Number(requested)
    if (!/^\d+$/.test(requested) || port < 1 || port > 65_535)
      return { error: `--port needs a number from 1 to 65535, got "${requested}".` }
    if (!(await isPortFree(port)))
      return {
        error: `Port ${port} is already in use: stop what uses it, or choose another with npm run demo -- --port <number>.`,
      }
    return { port }
  }
  for (let port = start; port < start + tries; port++) if (await isPortFree(port)) return { port }
  return {
    error: `Ports ${start} to ${start + tries - 1} are all in use: choose one with npm run demo -- --port <number>.`,
  }
}
