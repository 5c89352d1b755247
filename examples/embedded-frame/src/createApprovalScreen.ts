import { requestAborted, userRejected } from './FrameRequestError.js'
import { createFrameText, type FrameText } from './i18n/createFrameText.js'
import {
  type ApprovalAnswer,
  type ApprovalRequest,
  bodyBlock,
  detailList,
  element,
  passphraseFields,
  requestedByParts,
  secretBlock,
} from './screen/screenParts.js'
import { flagInvisible } from './show/flagInvisible.js'
import { watchVisibility } from './show/watchVisibility.js'

export type { ApprovalAnswer, ApprovalRequest }

/** how long a request must be on screen, unobscured, before Approve works */
export const APPROVE_DELAY_MS = 800

export type DappInfo = { name?: string | undefined; url?: string | undefined }

type Pending = {
  request: ApprovalRequest
  resolve(answer: ApprovalAnswer): void
  reject(error: Error): void
}

/**
 * The frame's approve / reject screen. Requests wait in order; the first is shown, focused
 * for the keyboard (Tab to Reject and Approve, Escape rejects). `onHeight` hears the page's
 * height after each change, for FRAME_HEIGHT. The screen speaks the host's language
 * (`setLocale`): its words, `lang` and `dir` on `page` (the document's root), so it mirrors.
 */
export function createApprovalScreen({
  root,
  page = document.documentElement,
  hostOrigin,
  onHeight,
}: {
  root: HTMLElement
  /** where `lang` and `dir` go: the document's root element */
  page?: HTMLElement
  /** the checked origin of the page asking: what "Requested by" names */
  hostOrigin: string
  onHeight: (height: number) => void
}) {
  const queue: Pending[] = []
  let stopWatching = () => {}
  let getDapp: () => DappInfo | undefined = () => undefined
  let lastHeight = -1
  let text: FrameText = createFrameText()

  const reportHeight = () => {
    // the content's own height, not the viewport's, so the host can size the frame to it
    const height = Math.ceil(document.body.getBoundingClientRect().height)
    if (height !== lastHeight) {
      lastHeight = height
      onHeight(height)
    }
  }
  new ResizeObserver(reportHeight).observe(document.body)

  function settle(pending: Pending, error?: Error, answer: ApprovalAnswer = {}) {
    const index = queue.indexOf(pending)
    if (index < 0) return
    queue.splice(index, 1)
    if (error) pending.reject(error)
    else pending.resolve(answer)
    render()
  }

  /**
   * Approve starts disabled and works only once the screen has been seen, unobscured, for
   * APPROVE_DELAY_MS: a click aimed at something else (a request that just replaced the
   * last, a frame the host faded in under the pointer) lands on a disabled button.
   */
  function armWhenSeen(approve: HTMLButtonElement, section: HTMLElement) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = watchVisibility(section, (visible) => {
      clearTimeout(timer)
      approve.disabled = true
      if (visible) timer = setTimeout(() => (approve.disabled = false), APPROVE_DELAY_MS)
    })
    stopWatching = () => {
      clearTimeout(timer)
      stop()
    }
  }

  function requestedBy(dapp: DappInfo | undefined) {
    const name = dapp?.name ? flagInvisible(dapp.name).text : undefined
    return element('p', { className: 'wp-text dapp' }, [
      ...requestedByParts(text, hostOrigin),
      // the name is the site's own claim; only the origin is checked
      ...(name ? [' ', text.t('screen.claimedName', { name })] : []),
    ])
  }

  function render() {
    stopWatching()
    const current = queue[0]
    if (!current) {
      root.replaceChildren(
        element('h1', { className: 'wp-title', textContent: text.t('screen.idleTitle') }),
        element('p', { className: 'wp-text idle', textContent: text.t('screen.idleText') }),
        element('p', { className: 'notice', textContent: text.t('screen.idleNotice') }),
      )
      reportHeight()
      return
    }
    const { request } = current
    const dapp = getDapp()
    const title = element('h1', {
      id: 'approval-title',
      className: 'wp-title',
      tabIndex: -1,
      textContent: request.title,
    })
    const reject = element('button', {
      type: 'button',
      className: 'wp-action wp-action-secondary reject',
      textContent: request.rejectLabel ?? text.t('screen.reject'),
    })
    const approve = element('button', {
      type: 'button',
      className: 'wp-action approve',
      textContent: request.approveLabel ?? text.t('screen.approve'),
      disabled: true,
    })
    const typed = passphraseFields(request.passphrase)
    reject.addEventListener('click', () => settle(current, userRejected()))
    approve.addEventListener('click', () => {
      if (!approve.disabled) settle(current, undefined, typed.read())
    })
    const warnings = request.warnings ?? []
    const section = element('section', { className: 'approval' }, [
      title,
      requestedBy(dapp),
      ...(warnings.length
        ? [
            element(
              'ul',
              { className: 'warnings' },
              warnings.map((text) => element('li', { textContent: text })),
            ),
          ]
        : []),
      detailList(request.rows),
      ...(request.body ? bodyBlock(request.body) : []),
      ...(request.secrets ?? []).map((secret) => secretBlock(text, secret)),
      ...typed.nodes,
      element('div', { className: 'actions' }, [reject, approve]),
      ...(queue.length > 1
        ? [element('p', { className: 'queue', textContent: waitingText() })]
        : []),
    ])
    section.setAttribute('aria-labelledby', 'approval-title')
    section.setAttribute('role', 'region')
    section.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') settle(current, userRejected())
    })
    root.replaceChildren(section)
    armWhenSeen(approve, section)
    title.focus()
    reportHeight()
  }

  const waitingText = () => text.t('screen.queue', { count: queue.length - 1 })

  function updateCount() {
    const count =
      root.querySelector('.queue') ??
      root.querySelector('section')?.appendChild(element('p', { className: 'queue' }))
    if (count) count.textContent = waitingText()
    reportHeight()
  }

  render()

  return {
    /** resolves on approve; rejects 4001 on reject, or 'Request was aborted' on abort */
    ask(request: ApprovalRequest, signal: AbortSignal): Promise<void> {
      return this.prompt(request, signal).then(() => undefined)
    },
    /** as ask, answering what the user typed (a passphrase screen) */
    prompt(request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalAnswer> {
      if (signal.aborted) return Promise.reject(requestAborted())
      return new Promise<ApprovalAnswer>((resolve, reject) => {
        const pending: Pending = { request, resolve, reject }
        queue.push(pending)
        signal.addEventListener('abort', () => settle(pending, requestAborted()), { once: true })
        // a request behind the shown one only updates the count, so focus stays where it is
        if (queue.length === 1) render()
        else updateCount()
      })
    },
    refresh: render,
    /** the words and number formats of the host's locale, for what the handlers describe */
    text: () => text,
    /** the host's locale (SYNC_DAPP_DATA): words, `lang` and `dir` follow, English by default */
    setLocale(tag: string | undefined) {
      text = createFrameText(tag)
      page.lang = text.locale
      page.dir = text.dir
      render()
    },
    /** where the requesting site's name and URL come from (SYNC_DAPP_DATA) */
    setDappSource(source: () => DappInfo | undefined) {
      getDapp = source
    },
  }
}
