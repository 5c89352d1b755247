import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type AppName = 'evm' | 'multichain'

/** Each app's packages beside React: ours from the tarballs, the chain SDKs they peer on. */
const APPS: Record<AppName, { walletport: string[]; registry: Record<string, string> }> = {
  evm: {
    walletport: ['blockchain-api', 'core', 'react-ui', 'adapters-evm'],
    registry: { viem: '2.57.1' },
  },
  multichain: {
    walletport: [
      'blockchain-api',
      'core',
      'react-ui',
      'adapters-evm',
      'adapters-solana',
      'adapters-bitcoin',
    ],
    registry: { viem: '2.57.1', '@solana/web3.js': '1.99.0' },
  },
}
const REACT = { react: '19.3.1', 'react-dom': '19.3.1' }

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bundler bench</title></head>
<body><div id="root"></div><script type="module" src="./ENTRY"></script></body></html>
`

/**
 * Makes `dir` an app as a site would have it: a package.json naming the packed tarballs and
 * the registry packages (exact versions), installed with npm (its cache first, so a second
 * run needs no network), the app's `main.js` and the React baseline `react.js` beside it.
 */
export async function installApp(
  app: AppName,
  dir: string,
  tarballs: ReadonlyMap<string, string>,
): Promise<void> {
  mkdirSync(dir, { recursive: true })
  const { walletport, registry } = APPS[app]
  const dependencies: Record<string, string> = { ...REACT, ...registry }
  for (const name of walletport) {
    const tarball = tarballs.get(`@walletport/${name}`)
    if (!tarball) throw new Error(`no tarball for @walletport/${name}`)
    dependencies[`@walletport/${name}`] = `file:${tarball}`
  }
  const manifest = { name: `bench-${app}`, private: true, type: 'module', dependencies }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const apps = new URL('./apps/', import.meta.url)
  copyFileSync(new URL(`${app}/main.js`, apps), join(dir, 'main.js'))
  copyFileSync(new URL('react/main.js', apps), join(dir, 'react.js'))
  for (const entry of ['main', 'react'])
    writeFileSync(join(dir, `${entry}.html`), HTML.replace('ENTRY', `${entry}.js`))
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  })
}

/** The packages npm installed for the app (every entry of node_modules, nested ones too). */
export function countPackages(dir: string): number {
  const lock = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8')) as {
    packages: Record<string, { link?: boolean }>
  }
  return Object.keys(lock.packages).filter((path) => path.includes('node_modules/')).length
}
