import { ADDRESS } from '@walletport/blockchain-api/test'
import { afterEach, expect, test, vi } from 'vitest'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { monadTestnet } from '../../networks/evm.js'
import { connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { openOnramp } from './openOnramp.js'
import { setOnrampParameters } from './setOnrampParameters.js'

const server = useDataServer()
afterEach(() => {
  vi.unstubAllGlobals()
})

test('default: generates the provider URL and opens it', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  setOnrampParameters(kit, { amount: '50' })
  const open = vi.fn()
  expect(await openOnramp(kit, { open })).toBe('https://pay.test/buy?session=1')
  expect(open).toHaveBeenCalledWith('https://pay.test/buy?session=1')
  expect(server.requestsTo('/v1/generators/onrampurl')[0]?.json).toEqual({
    destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
    defaultNetwork: 'ethereum',
    partnerUserId: ADDRESS,
    defaultExperience: 'buy',
    presetFiatAmount: 50,
  })
})

test('behavior: opens a new tab by default', async () => {
  const open = vi.fn()
  vi.stubGlobal('open', open)
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  setOnrampParameters(kit, { amount: '50' })
  await openOnramp(kit)
  expect(open).toHaveBeenCalledWith(
    'https://pay.test/buy?session=1',
    '_blank',
    'noopener,noreferrer',
  )
})

test('behavior: a page that is not a web address is never opened', async () => {
  const { kit } = createFeatureKit(server)
  server.route('POST /v1/generators/onrampurl', () => ({ json: { url: 'javascript:alert(1)' } }))
  await connectKit(kit)
  setOnrampParameters(kit, { amount: '50' })
  const open = vi.fn()
  await expect(openOnramp(kit, { open })).rejects.toMatchObject({ name: 'InvalidResponseError' })
  expect(open).not.toHaveBeenCalled()
})

test('behavior: not where the on-ramp is not served', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await switchNetwork(kit, { networkId: monadTestnet.caipNetworkId })
  setOnrampParameters(kit, { amount: '50' })
  await expect(openOnramp(kit, { open: vi.fn() })).rejects.toMatchObject({
    name: 'OnrampUnavailableError',
  })
})
