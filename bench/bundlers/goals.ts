import type { AppName } from './installApp.js'

const KB = 1024

/**
 * The goals of issue 13, for every bundler (min+gzip, beyond React). Each budget is the goal
 * itself, never a figure measured today plus a margin. `undefined`: reported, no goal.
 */
export const GOALS: Record<
  AppName,
  { beforeClick: number; emitted: number | undefined; packages: number | undefined }
> = {
  evm: { beforeClick: 25 * KB, emitted: 250 * KB, packages: 120 },
  multichain: { beforeClick: 30 * KB, emitted: undefined, packages: undefined },
}
