import { createTestKit } from '../../test/createTestKit.js'
import { type HttpRoutes, type HttpServer, startHttpServer } from '../../test/startHttpServer.js'
import { walletExplorer } from '../walletExplorer.js'

// the documented explorer endpoint (SPEC section 7): GET /getWallets with page, entries,
// include, exclude, chains and search, answering { data, count }
const explorerWallets = Array.from({ length: 95 }, (_, i) => ({
  id: `w${i}`,
  name: i === 0 ? 'Mock Wallet' : `Wallet ${i}`,
  image_id: `img${i}`,
  rdns: i === 0 ? 'io.mock' : null,
  mobile_link: i === 2 ? 'https://w2.example/app' : i === 3 ? 'three://' : null,
  chains: i === 4 ? ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1'],
}))

export const documentedExplorer: HttpRoutes = ({ method, path, query }) => {
  if (method !== 'GET' || path !== '/getWallets') return undefined
  const list = (name: string) => query.get(name)?.split(',')
  const include = list('include')
  const exclude = list('exclude') ?? []
  const chains = list('chains')
  const search = query.get('search')?.toLowerCase()
  const matching = explorerWallets.filter(
    (w) =>
      (!include || include.includes(w.id)) &&
      !exclude.includes(w.id) &&
      (!chains || w.chains.some((c) => chains.includes(c))) &&
      (!search || w.name.toLowerCase().includes(search)),
  )
  const page = Number(query.get('page'))
  const entries = Number(query.get('entries'))
  return {
    json: { data: matching.slice((page - 1) * entries, page * entries), count: matching.length },
  }
}

/** A local explorer of 95 wallets: w0 (Mock Wallet, installed in the kits below) to w94. */
export function startExplorer(): Promise<HttpServer> {
  return startHttpServer(documentedExplorer)
}

/** A test kit with the walletExplorer plugin on `server`, with the mock wallet installed. */
export function createExplorerKit(
  server: HttpServer,
  options: Parameters<typeof createTestKit>[0] = {},
) {
  return createTestKit({
    projectId: 'test-project',
    endpoints: { explorer: server.url },
    plugins: [walletExplorer()],
    mock: { connectors: [{ id: 'mock', name: 'Mock Wallet', rdns: 'io.mock' }] },
    ...options,
  })
}
