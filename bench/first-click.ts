import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  buildExample,
  type ManifestChunk,
  staticClosure,
} from '../examples/scripts/buildExample.js'
import { serveStatic } from '../examples/scripts/serveStatic.js'
import { launchChromium } from '../examples/test/harness/browser.js'
import { attributeBytes } from './attributeBytes.js'

/**
 * The first-click benchmark of the default example (examples/default), built for production
 * by Vite with React in a chunk of its own:
 *
 * 1. size: the min+gzip bytes of the JavaScript the page runs before it can show the connect
 *    button (the entry and its static imports), React excepted. Budget: 25 KB (25 × 1024 B).
 *    The modal's chunks, prefetched when the page is idle, are reported beside it; with
 *    `--count-prefetch` they count toward the budget too.
 * 2. time: in chromium, from the click on the connect button to the first animation frame in
 *    which the modal (`[role="dialog"]`) is on the page, by requestAnimationFrame timestamps,
 *    after the idle prefetch. Budget: that frame is the first one after the click (median of
 *    the runs; each run is a fresh page and its first click).
 *
 * Prints the figures; returns 1 (the exit code) when a budget is exceeded.
 * Run: `pnpm --filter @walletport/examples bench`.
 */

const SIZE_BUDGET = 25 * 1024
const FRAME_BUDGET = 1
const RUNS = 7
const DIALOG = '[role="dialog"]'

type ClickSample = { delay: number; frames: number; lateScripts: string[] }
type FrameLog = { click?: number; frames: { time: number; open: boolean }[] }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

function isReactChunk(chunk: ManifestChunk): boolean {
  return chunk.name === 'react'
}

/** Each package's share of the chunks' gzip size, estimated from its share of their minified bytes. */
function sharesByPackage(outDir: string, chunks: readonly ManifestChunk[]): [string, number][] {
  const shares = new Map<string, number>()
  for (const chunk of chunks) {
    const path = join(outDir, chunk.file)
    const code = readFileSync(path, 'utf8')
    const gzip = gzipSize(path)
    if (!existsSync(`${path}.map`)) {
      // the bundler's own runtime has no sources
      shares.set('bundler runtime', (shares.get('bundler runtime') ?? 0) + gzip)
      continue
    }
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as {
      sources: string[]
      mappings: string
    }
    const bytes = attributeBytes(code, map)
    const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1
    for (const [name, count] of bytes)
      shares.set(name, (shares.get(name) ?? 0) + (gzip * count) / total)
  }
  return [...shares].sort((a, b) => b[1] - a[1])
}

async function measureClick(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
): Promise<ClickSample & { prefetched: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } })
  try {
    const page = await context.newPage()
    const scripts: { url: string; afterClick: boolean }[] = []
    let clicked = false
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        scripts.push({ url: new URL(request.url()).pathname, afterClick: clicked })
    })
    await page.goto(url)
    const button = page.getByRole('button', { name: /connect/i }).first()
    await button.waitFor()
    // the modal is prefetched when the page is idle: wait for the network to settle
    await page.waitForLoadState('networkidle')
    await page.evaluate((dialog) => {
      const log: FrameLog = { frames: [] }
      ;(window as unknown as { __firstClick: FrameLog }).__firstClick = log
      // capture on the document: runs before React's listener on the root, in the same task
      document.addEventListener(
        'click',
        (event) => {
          log.click = event.timeStamp
          const tick = (time: number) => {
            const open = document.querySelector(dialog) !== null
            log.frames.push({ time, open })
            if (!open && log.frames.length < 120) requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        },
        { capture: true, once: true },
      )
    }, DIALOG)
    clicked = true
    await button.click()
    await page.waitForSelector(DIALOG, { timeout: 10_000 })
    await page.waitForFunction(() =>
      (window as unknown as { __firstClick: FrameLog }).__firstClick.frames.some((f) => f.open),
    )
    const log = await page.evaluate(
      () => (window as unknown as { __firstClick: FrameLog }).__firstClick,
    )
    const index = log.frames.findIndex((frame) => frame.open)
    const frame = log.frames[index]
    if (!frame || log.click === undefined) throw new Error('no frame with the modal was recorded')
    return {
      delay: frame.time - log.click,
      frames: index + 1,
      lateScripts: scripts.filter((s) => s.afterClick).map((s) => s.url),
      prefetched: scripts.filter((s) => !s.afterClick).map((s) => s.url),
    }
  } finally {
    await context.close()
  }
}

export async function main(args: readonly string[] = []): Promise<number> {
  const countPrefetch = args.includes('--count-prefetch')
  console.log('first click: building examples/default…')
  const { outDir, manifest } = await buildExample({
    example: 'default',
    splitReact: true,
    sourcemaps: true,
  })
  const server = await serveStatic(outDir)
  const browser = await launchChromium()
  try {
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
    if (!entryKey) throw new Error('the build has no entry chunk')
    const initial = staticClosure(manifest, entryKey)
    const react = initial.filter(isReactChunk)
    if (!react.length) throw new Error('React was not split into its own chunk')
    const size = (chunks: readonly ManifestChunk[]) =>
      chunks.reduce((sum, chunk) => sum + gzipSize(join(outDir, chunk.file)), 0)
    const initialSize = size(initial)
    const reactSize = size(react)

    const samples: (ClickSample & { prefetched: string[] })[] = []
    for (let run = 0; run < RUNS; run++) samples.push(await measureClick(browser, server.url))

    // what the page fetched before the click beyond the entry's static imports: the idle prefetch
    const initialFiles = new Set(initial.map((chunk) => `/${chunk.file}`))
    const prefetchedFiles = [
      ...new Set(samples.flatMap((s) => s.prefetched).filter((f) => !initialFiles.has(f))),
    ]
    const prefetchSize = prefetchedFiles.reduce(
      (sum, file) => sum + gzipSize(join(outDir, file)),
      0,
    )
    const beforeClick = initialSize - reactSize + (countPrefetch ? prefetchSize : 0)
    const medianFrames = median(samples.map((s) => s.frames))
    const medianDelay = median(samples.map((s) => s.delay))
    const worst = samples.reduce((a, b) => (b.delay > a.delay ? b : a))
    const late = [...new Set(samples.flatMap((s) => s.lateScripts))]
    const shares = sharesByPackage(
      outDir,
      initial.filter((chunk) => !isReactChunk(chunk)),
    )

    const sizeOk = beforeClick <= SIZE_BUDGET
    const timeOk = medianFrames <= FRAME_BUDGET
    console.log(
      [
        '',
        'first click: examples/default, Vite production build, gzip -9',
        `  JS before the button shows   ${kb(initialSize)} in ${initial.length} chunks`,
        `    of which React              ${kb(reactSize)}`,
        `    beyond React                ${kb(initialSize - reactSize)}`,
        // every package over 1 KB, and each of ours
        ...shares
          .filter(([name, bytes]) => bytes >= 1024 || name.startsWith('@walletport/'))
          .map(([name, bytes]) => `      ${kb(bytes).padStart(9)}  ${name}`),
        `  prefetched when idle          ${kb(prefetchSize)} in ${prefetchedFiles.length} chunks (the modal)`,
        `  counted against the budget    ${kb(beforeClick)} of ${kb(SIZE_BUDGET)}${
          countPrefetch ? ' (idle prefetch included)' : ''
        }  ${sizeOk ? 'ok' : 'OVER BUDGET'}`,
        `  click to first modal frame    median ${medianDelay.toFixed(1)} ms, frame ${medianFrames}; ` +
          `worst ${worst.delay.toFixed(1)} ms, frame ${worst.frames} (${RUNS} runs; budget: frame ${FRAME_BUDGET})  ${
            timeOk ? 'ok' : 'OVER BUDGET'
          }`,
        `  scripts fetched after the click: ${late.length ? late.join(', ') : 'none'}`,
        '',
      ].join('\n'),
    )
    return sizeOk && timeOk ? 0 : 1
  } finally {
    await browser.close()
    await server.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}
