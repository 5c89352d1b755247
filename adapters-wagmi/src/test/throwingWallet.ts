import type { CreateConnectorFn } from '@wagmi/core'
import { mockWallet } from './createWagmiBed.js'

/**
 * wagmi's mock wallet whose provider throws a plain Error (no wallet code), as a crashed
 * extension does, on the given methods; everything else it answers as the mock does.
 */
export function throwingWallet(methods: readonly string[]): CreateConnectorFn {
  const base = mockWallet()
  return (parameters) => {
    const connector = base(parameters)
    return {
      ...connector,
      async getProvider(p?: { chainId?: number | undefined }) {
        const provider = (await connector.getProvider(p)) as {
          request(args: { method: string; params?: unknown }): Promise<unknown>
        }
        return {
          ...provider,
          async request(args: { method: string; params?: unknown }) {
            if (methods.includes(args.method)) throw new Error('the extension crashed')
            return provider.request(args)
          },
        }
      },
    }
  }
}
