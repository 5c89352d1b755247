import type { DemoConfig } from '../demo/demoConfig.js'

/** The demo configuration the test harness gives the server as JSON in WALLETPORT_DEMO. */
export function readDemoConfig(): DemoConfig | undefined {
  const raw = process.env.WALLETPORT_DEMO
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as DemoConfig
  } catch {
    console.warn('WALLETPORT_DEMO is not JSON; the example starts without the demo chains')
    return undefined
  }
}
