// Keeps each package's `publishConfig.exports` (what `pnpm pack` publishes) in step with its
// workspace `exports`: the published map drops our `@walletport/source` condition and every
// entry that resolves only to unpublished sources (`./test`), so an installed package resolves
// from dist/ alone. `--check` fails instead of writing, for the test command.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SOURCE_CONDITION = '@walletport/source'
export const PUBLISHED_PACKAGES = [
  'blockchain-api',
  'core',
  'react-ui',
  'adapters-evm',
  'adapters-solana',
  'adapters-bitcoin',
  'adapters-wagmi',
]

const root = fileURLToPath(new URL('../../', import.meta.url))

/** The exports map as published: conditions other than ours kept, source-only entries gone. */
export function toPublishedExports(exportsMap) {
  const published = {}
  for (const [subpath, target] of Object.entries(exportsMap)) {
    if (typeof target === 'string') {
      published[subpath] = target
      continue
    }
    const kept = Object.fromEntries(
      Object.entries(target).filter(([condition]) => condition !== SOURCE_CONDITION),
    )
    if (Object.keys(kept).length > 0) published[subpath] = kept
  }
  return published
}

function syncPackage(dir, check) {
  const file = join(root, dir, 'package.json')
  const text = readFileSync(file, 'utf8')
  const manifest = JSON.parse(text)
  const exportsMap = toPublishedExports(manifest.exports)
  const current = JSON.stringify(manifest.publishConfig?.exports)
  if (current === JSON.stringify(exportsMap)) return true
  if (check) {
    console.error(`${dir}/package.json: publishConfig.exports is out of step with exports`)
    return false
  }
  manifest.publishConfig = { ...manifest.publishConfig, exports: exportsMap }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`${dir}/package.json: publishConfig.exports written`)
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  const results = PUBLISHED_PACKAGES.map((dir) => syncPackage(dir, check))
  if (results.includes(false)) {
    console.error('run: node scripts/packages/publishedExports.mjs')
    process.exit(1)
  }
}
