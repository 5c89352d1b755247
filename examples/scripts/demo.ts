// core's local relay, by path (the script runner transforms workspace files, not package
// subpaths). It stays in core's test folder: core's own tests need it and may not import from
// examples, and any other folder of core ships in the package, a Node WebSocket server in a
// browser library. The demo uses only its documented start and close.
import { startRelay, type TestRelay } from '../../core/src/pairing/test/relay.js'
// biome-ignore format: the notice is held back before the frame's modules load
import { type EmbeddedFrame, startEmbeddedFrame } from '../embedded-frame/start.js'
import { choosePort } from './choosePort.js'
import { type Devnet, startDevnet } from './devnet.js'
import { type ExampleName, type ExampleServer, startExampleServer } from './exampleServer.js'
import { releaseOidcNotice } from './holdOidcNotice.js'
import { getPhoneWalletConfig } from './phoneWalletConfig.js'

const EXAMPLES: readonly ExampleName[] = ['demo', 'headless']

function readOption(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}

/**
 * Docs: /examples/demo. The README's demo: two anvil chains on free ports with the demo
 * contracts, the local data service over them, then the demo app on a Vite dev server with
 * the chains, the demo wallet's key and the data service's URL injected. Runs until Ctrl-C
 * (or SIGTERM), then stops the server and both nodes.
 *
 * A local WalletConnect relay runs beside them, so the app's QR code and links pair for real
 * with a wallet on this machine: the demo phone wallet (examples/phone-wallet), a WalletKit
 * wallet in a page of its own with its own key, served on the next free port.
 *
 * Options: `--example headless` serves the headless example instead; `--port N` (5173, or the
 * next free port; a taken or invalid N stops with one line saying so).
 */
export async function main(args: readonly string[]): Promise<number> {
  releaseOidcNotice()
  const example = (readOption(args, '--example') ?? 'demo') as ExampleName
  if (!EXAMPLES.includes(example)) {
    console.error(`--example must be one of ${EXAMPLES.join(', ')}`)
    return 2
  }
  const choice = await choosePort(readOption(args, '--port'))
  if ('error' in choice) {
    console.error(choice.error)
    return 1
  }
  const { port } = choice
  let devnet: Devnet | undefined
  let relay: TestRelay | undefined
  let server: ExampleServer | undefined
  let phoneWallet: ExampleServer | undefined
  let frame: EmbeddedFrame | undefined
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await server?.close().catch(() => {})
      await phoneWallet?.close().catch(() => {})
      await frame?.close().catch(() => {})
      await devnet?.stop().catch(() => {})
      await relay?.close().catch(() => {})
    })()
    return stopping
  }

  const stopped = new Promise<number>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      if (stopping) {
        // a second Ctrl-C: leave now; the exit hook still kills the nodes
        process.exit(130)
      }
      console.log(`\n${signal}: stopping the demo…`)
      void stop().then(() => resolve(0))
    }
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
    process.on('SIGHUP', onSignal)
  })

  try {
    ;[devnet, relay] = await Promise.all([startDevnet(), startRelay()])
    // the reference embedded-wallet frame serves the app's origin (the port is strict)
    frame = await startEmbeddedFrame({
      allowedOrigins: [`http://127.0.0.1:${port}`],
      rpcUrls: { eip155: Object.fromEntries(devnet.nodes.map((n) => [n.chainId, n.rpcUrl])) },
    })
    // the phone wallet first, on a port of its own, so the app can link to it
    const walletPort = await choosePort(undefined, { start: port + 1 })
    phoneWallet = await startExampleServer({
      example: 'phone-wallet',
      demo: getPhoneWalletConfig(devnet.config, relay.url),
      port: 'port' in walletPort ? walletPort.port : 0,
    })
    const demo = {
      ...devnet.config,
      embeddedWalletUrl: frame.url,
      relayUrl: relay.url,
      phoneWalletUrl: phoneWallet.url,
    }
    server = await startExampleServer({ example, demo, port })
  } catch (error) {
    // one line, no stack: what failed is in the message
    console.error(
      `The demo did not start: ${error instanceof Error ? error.message : String(error)}`,
    )
    await stop()
    return 1
  }

  const [a, b] = devnet.nodes
  const [chainA, chainB] = devnet.config.chains
  console.log(
    [
      '',
      '  Walletport demo',
      '',
      `  app         ${server.url}`,
      `  ${chainA?.name ?? 'chain'}    ${a.rpcUrl} (chain ${a.chainId})`,
      `  ${chainB?.name ?? 'chain'}    ${b.rpcUrl} (chain ${b.chainId})`,
      `  wallet      ${devnet.address}, an anvil dev key: public, for the local chains only`,
      `  data        ${devnet.dataService.url} (the local data service: balances, history, swaps, on-ramp, names)`,
      `  frame       ${frame?.url} (reference embedded wallet; login codes at ${frame?.inboxUrl})`,
      `  relay       ${relay?.url} (a local WalletConnect relay: the QR code and links pair through it)`,
      `  phone       ${phoneWallet?.url} (the demo phone wallet: a WalletConnect wallet with its own key)`,
      '',
      '  Open the app, press Connect, pick "Walletport Demo Wallet". Ctrl-C stops everything.',
      `  Or open ${server.url}?wallet=none (no injected wallet), choose WalletConnect, and paste`,
      '  the link (or a screenshot of the QR code) into the phone wallet.',
      '',
    ].join('\n'),
  )
  return stopped
}
