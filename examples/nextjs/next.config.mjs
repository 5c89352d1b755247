// The App Router example: the Walletport button in a server page, the connection rendered on
// the server from the kit's cookie. Workspace packages resolve to their TypeScript sources
// (the `source` export condition), as in the Vite examples; apps use the published builds.
/** @type {import('next').NextConfig} */
const config = {
  transpilePackages: [
    '@walletport/core',
    '@walletport/react-ui',
    '@walletport/adapters-evm',
    '@walletport/blockchain-api',
  ],
  // the test harness builds into a folder per run (examples/test/nextjs/nextApp.ts)
  distDir: process.env.WALLETPORT_NEXT_DIST ?? '.next',
  // the harness's build traces nothing: the traces list the files a deployment copies
  // (`output: 'standalone'`, serverless hosts), and `next start` never reads them. Tracing Next's
  // own server took 25 s of the build's 76 s (32 s of its 107 s of CPU)
  ...(process.env.WALLETPORT_NEXT_DIST && { outputFileTracingExcludes: { '*': ['**/*'] } }),
  // the workspace's \`pnpm typecheck\` checks these files; the build does not repeat it
  typescript: { ignoreBuildErrors: true },
  webpack(webpackConfig) {
    webpackConfig.resolve.conditionNames = ['@walletport/source', '...']
    // the sources import `./x.js` for `./x.ts`, as ESM TypeScript does
    webpackConfig.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'] }
    return webpackConfig
  },
}

export default config
