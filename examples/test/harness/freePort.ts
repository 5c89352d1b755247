import { createServer } from 'node:net'

/**
 * A port on 127.0.0.1 free now: for a server whose address another must name before it
 * starts (the frame's allowlist names the app's origin). Another process could take it in
 * between; on a test machine nothing does.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
