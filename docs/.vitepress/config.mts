import { defineConfig } from 'vitepress'

// the API reference (api/) and the pages behind the sources' `Docs: /...` links are generated
// by scripts/buildDocs.mjs before VitePress runs; neither is committed
// links inside the repository's READMEs, which some pages include, point at files; on the
// site they point at the pages that show those files
const REPO_LINKS: Record<string, string> = {
  '../../core/src/embedded/PROTOCOL.md': '/guide/embedded-protocol',
  './DEPLOY.md': '/examples/embedded-frame/DEPLOY',
  './README.md': '/examples/embedded-frame',
  '../demo/README.md': '/examples/demo',
}

export default defineConfig({
  markdown: {
    config(md) {
      md.core.ruler.push('walletport-repo-links', (state) => {
        for (const token of state.tokens) {
          for (const child of token.children ?? []) {
            const href = child.type === 'link_open' ? child.attrGet('href') : null
            if (href && REPO_LINKS[href]) child.attrSet('href', REPO_LINKS[href])
          }
        }
      })
    },
  },
  title: 'Walletport',
  description: 'An open wallet-connection modal for web apps: EVM, Solana and Bitcoin.',
  cleanUrls: true,
  // one shared chunk for the page-hash map, not a copy inlined into each of the ~1,700 pages
  metaChunk: true,
  lastUpdated: false,
  srcExclude: ['**/node_modules/**', 'scripts/**', '**/*.test.ts'],
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Concepts', link: '/concepts/' },
      { text: 'Examples', link: '/examples/' },
      { text: 'Migrate', link: '/migration/from-appkit' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: [
      {
        text: 'Start',
        items: [
          { text: 'Getting started in five minutes', link: '/guide/getting-started' },
          { text: 'Packages', link: '/guide/packages' },
        ],
      },
      {
        text: 'Concepts',
        items: [
          { text: 'Overview', link: '/concepts/' },
          { text: 'The kit', link: '/concepts/kit' },
          { text: 'Adapters', link: '/concepts/adapters' },
          { text: 'Stores', link: '/concepts/stores' },
          { text: 'Actions', link: '/concepts/actions' },
          { text: 'Views', link: '/concepts/views' },
        ],
      },
      {
        text: 'Guides',
        items: [
          { text: 'WalletConnect and pairing', link: '/guide/walletconnect' },
          { text: 'SSR and Next.js', link: '/guide/ssr' },
          { text: 'Custom networks', link: '/guide/networks' },
          { text: 'Custom wallets', link: '/guide/custom-wallets' },
          { text: 'Theming and languages', link: '/guide/theming' },
          { text: 'The headless kit', link: '/guide/headless' },
          { text: 'The wagmi adapter', link: '/guide/wagmi' },
          { text: 'Sign in with the wallet', link: '/guide/sign-in' },
          { text: 'The embedded wallet', link: '/guide/embedded-wallet' },
          { text: 'Hosted services', link: '/guide/hosted-services' },
          { text: 'Lazy adapters', link: '/guide/lazy-adapters' },
        ],
      },
      {
        text: 'Examples',
        items: [
          { text: 'All examples', link: '/examples/' },
          { text: 'Default UI', link: '/examples/default' },
          { text: 'Headless', link: '/examples/headless' },
          { text: 'Next.js', link: '/examples/nextjs' },
          { text: 'wagmi', link: '/examples/wagmi' },
          { text: 'Multichain pairing', link: '/examples/multichain' },
          { text: 'The demo', link: '/examples/demo' },
        ],
      },
      {
        text: 'Migrate',
        items: [
          { text: 'From AppKit', link: '/migration/from-appkit' },
          { text: 'From RainbowKit', link: '/migration/from-rainbowkit' },
        ],
      },
      { text: 'API reference', link: '/api/' },
    ],
  },
})
