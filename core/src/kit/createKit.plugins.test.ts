import { expect, test, vi } from 'vitest'
import { mockAdapter } from '../adapter/mockAdapter.js'
import { mainnet } from '../networks/evm.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { DataSource } from '../types/dataSource.js'
import type { KitPlugin } from '../types/plugin.js'
import { createKit } from './createKit.js'
import { destroyKit } from './destroyKit.js'
import type { KitOptions } from './kitOptions.js'

const options = (extra: Partial<KitOptions>): KitOptions => ({
  networks: [mainnet],
  storage: createMemoryDriver(),
  logLevel: 'silent',
  ...extra,
})

test('default', () => {
  const order: string[] = []
  const adapter = mockAdapter({ namespace: 'eip155', accounts: [] })
  const setupAdapter = adapter.setup
  const teardown = vi.fn()
  const plugin = (name: string, returns?: () => void): KitPlugin => ({
    setup(kit) {
      order.push(name)
      expect(kit.options.networks).toEqual([mainnet])
      return returns
    },
  })
  const dataSource: DataSource & KitPlugin = {
    getTokenBalances: async () => [],
    getIdentity: async () => ({ name: null, avatar: null }),
    ...plugin('dataSource'),
  }
  const kit = createKit(
    options({
      adapters: [
        {
          ...adapter,
          setup(ctx) {
            order.push('adapter')
            return setupAdapter(ctx)
          },
        },
      ],
      dataSource,
      plugins: [plugin('first', teardown), plugin('second')],
    }),
  )
  // every plugin is set up once, before the adapters
  expect(order).toEqual(['dataSource', 'first', 'second', 'adapter'])
  destroyKit(kit)
  expect(teardown).toHaveBeenCalledOnce()
})

test('behavior: a data source without a setup is used as it is', () => {
  const dataSource: DataSource = {
    getTokenBalances: async () => [],
    getIdentity: async () => ({ name: null, avatar: null }),
  }
  expect(createKit(options({ dataSource })).options.dataSource).toBe(dataSource)
})

test('behavior: a plugin without a setup is refused', () => {
  const untyped = (value: unknown) => value as KitOptions
  expect(() =>
    createKit(untyped({ ...options({}), plugins: [{}] })),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    plugins.0.setup: Invalid key: Expected "setup" but received undefined]
  `)
})
