import { expect, test } from 'vitest'
import { base, mainnet } from './evm.js'
import { loadNetworkLogo } from './loadNetworkLogo.js'
import { solana } from './solana.js'

test('default', async () => {
  const url = await loadNetworkLogo(base)
  expect(url?.startsWith('data:image/svg+xml,')).toBe(true)
  const svg = decodeURIComponent(url!.slice('data:image/svg+xml,'.length))
  expect(svg).toContain('fill="#0052FF"')
  expect(svg).toContain('>B</text>')
})

test('behavior: an image URL wins, and a network without a mark has no logo', async () => {
  expect(
    await loadNetworkLogo({ ...mainnet, assets: { imageUrl: 'https://x.test/eth.png' } }),
  ).toBe('https://x.test/eth.png')
  expect(await loadNetworkLogo({ ...solana, assets: undefined })).toBeUndefined()
  expect(await loadNetworkLogo({ ...base, assets: { imageId: 'nope' } })).toBeUndefined()
})

test('behavior: light discs get dark initials', async () => {
  const svg = decodeURIComponent((await loadNetworkLogo({ ...base, assets: { imageId: 'celo' } }))!)
  expect(svg).toContain('fill="#111111">C</text>')
})

test('behavior: the Solana and Bitcoin networks have marks of their own', async () => {
  const svg = decodeURIComponent((await loadNetworkLogo(solana))!)
  expect(svg).toContain('>SOL</text>')
  expect(svg).toContain('fill="#9945FF"')
})
