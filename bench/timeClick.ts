import type { launchChromium } from '../examples/test/harness/browser.js'

// playwright's types as the examples' harness has them (the bench has no dependencies of its own)
type Browser = Awaited<ReturnType<typeof launchChromium>>
type Page = Awaited<ReturnType<Browser['newPage']>>
type Locator = ReturnType<Page['locator']>

export type ClickTiming = {
  /** from the click's dispatch to the end of the first frame that shows `panel` */
  delay: number
  /** which frame after the click that was (1: the first) */
  frames: number
  /** the same, to the first frame with `dialog` */
  dialogDelay: number
  /** the same, to the first frame with `view` */
  viewDelay: number
  /**
   * Event Timing: from the input's timestamp to the next paint (8 ms steps); undefined when
   * Chromium reported no entry, which it does for a click under 16 ms (the least threshold)
   */
  eventDuration: number | undefined
  /** Event Timing: from the input's timestamp to the click's dispatch, when reported */
  inputDelay: number | undefined
}

/** what to look for in each frame after the click */
export type ClickTargets = { panel: string; dialog: string; view: string }

type FrameLog = {
  click?: number
  event?: { duration: number; inputDelay: number }
  frames: { painted?: number; panel: boolean; dialog: boolean; view: boolean }[]
}
type LoggedWindow = { __clickFrames: FrameLog }

/** Runs in the page: logs the click's Event Timing entry and, frame by frame, what shows. */
function watchClick(targets: ClickTargets) {
  const log: FrameLog = { frames: [] }
  ;(window as unknown as LoggedWindow).__clickFrames = log
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.name === 'click')
        log.event = {
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
        }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  // capture on the document: runs before the page's own listeners, in the same task
  document.addEventListener(
    'click',
    () => {
      log.click = performance.now()
      // what a frame shows is read in its animation callback, which runs before its paint;
      // a task queued from there runs once the frame is painted
      const tick = () => {
        const frame: FrameLog['frames'][number] = {
          panel: document.querySelector(targets.panel) !== null,
          dialog: document.querySelector(targets.dialog) !== null,
          view: document.querySelector(targets.view) !== null,
        }
        log.frames.push(frame)
        setTimeout(() => {
          frame.painted = performance.now()
        })
        if (!frame.view && log.frames.length < 600) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
    { capture: true, once: true },
  )
}

/**
 * Clicks `button` with a plain mouse click (a locator's click adds Playwright's own
 * hit-target check to the click's task, which is not the page's work) and times, from the
 * click's dispatch, the end of the first frame that shows each of `targets`.
 */
export async function timeClick(
  page: Page,
  button: Locator,
  targets: ClickTargets,
  beforeClick: () => void = () => {},
): Promise<ClickTiming> {
  await page.evaluate(watchClick, targets)
  const box = await button.boundingBox()
  if (!box) throw new Error('the button has no box')
  beforeClick()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForFunction(() =>
    (window as unknown as LoggedWindow).__clickFrames.frames.some(
      (f) => f.view && f.painted !== undefined,
    ),
  )
  // the observer reports after the paint; a click under the threshold gets no entry at all
  await page
    .waitForFunction(() => (window as unknown as LoggedWindow).__clickFrames.event, undefined, {
      timeout: 1000,
    })
    .catch(() => {})
  const log = await page.evaluate(() => (window as unknown as LoggedWindow).__clickFrames)
  const index = log.frames.findIndex((frame) => frame.panel)
  const painted = (frame: FrameLog['frames'][number] | undefined) => {
    if (frame?.painted === undefined || log.click === undefined)
      throw new Error('no frame with the modal was recorded')
    return frame.painted - log.click
  }
  return {
    delay: painted(log.frames[index]),
    frames: index + 1,
    dialogDelay: painted(log.frames.find((f) => f.dialog)),
    viewDelay: painted(log.frames.find((f) => f.view)),
    eventDuration: log.event?.duration,
    inputDelay: log.event?.inputDelay,
  }
}

const PLAIN_PAGE = `<!doctype html><button style="margin:20px">Connect</button><script>
document.querySelector('button').addEventListener('click', () => {
  const dialog = document.createElement('div')
  dialog.setAttribute('role', 'dialog')
  dialog.textContent = 'dialog'
  document.body.append(dialog)
})</script>`

/**
 * The same timing on a page whose click only appends a `div role=dialog`: the floor that
 * this machine and Chromium set at the moment, printed beside the modal's figure.
 */
export async function timePlainClick(browser: Browser): Promise<ClickTiming> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } })
  try {
    const page = await context.newPage()
    await page.setContent(PLAIN_PAGE)
    const target = '[role="dialog"]'
    return await timeClick(page, page.getByRole('button'), {
      panel: target,
      dialog: target,
      view: target,
    })
  } finally {
    await context.close()
  }
}
