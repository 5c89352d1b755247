import { walletExplorer } from '@walletport/core'

/** A wallet as the explorer describes it (only the fields the tests use). */
export type ExplorerWallet = {
  id: string
  name: string
  image_url?: string
  mobile_link?: string
  rdns?: string
}

/** `count` explorer wallets, `Wallet 0` to `Wallet {count - 1}`, each with an image. */
export function explorerWallets(count: number): ExplorerWallet[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `w${i}`,
    name: `Wallet ${i}`,
    image_url: `https://img.test/w${i}.png`,
  }))
}

function readUrl(input: RequestInfo | URL): URL {
  return new URL(input instanceof Request ? input.url : String(input))
}

/**
 * The wallet explorer's documented GET /getWallets (page, entries, include, exclude, search)
 * over `wallets` in memory, served as the `fetch` of core's walletExplorer plugin: the modal's
 * tests page and search through core's own fetchWallets and searchWallets.
 */
export function createTestExplorer(wallets: readonly ExplorerWallet[]) {
  const requests: URL[] = []
  async function fetch(input: RequestInfo | URL): Promise<Response> {
    const url = readUrl(input)
    requests.push(url)
    if (!url.pathname.endsWith('/getWallets')) return new Response('{}', { status: 404 })
    const list = (name: string) => url.searchParams.get(name)?.split(',')
    const include = list('include')
    const exclude = list('exclude') ?? []
    const search = url.searchParams.get('search')?.toLowerCase()
    const matching = wallets.filter(
      (w) =>
        (!include || include.includes(w.id)) &&
        !exclude.includes(w.id) &&
        (!search || w.name.toLowerCase().includes(search)),
    )
    const page = Number(url.searchParams.get('page'))
    const entries = Number(url.searchParams.get('entries'))
    const body = {
      data: matching.slice((page - 1) * entries, page * entries),
      count: matching.length,
    }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }
  return {
    /** for createKit's `plugins` */
    plugin: walletExplorer({ baseUrl: 'https://explorer.test', fetch, retry: false }),
    /** the explorer's answers, for a test that wraps them (to hold one back) */
    fetch,
    requests,
  }
}
