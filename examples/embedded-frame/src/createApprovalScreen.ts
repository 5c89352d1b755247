import { requestAborted, userRejected } from './FrameRequestError.js'
import { flagInvisible } from './show/flagInvisible.js'
import { watchVisibility } from './show/watchVisibility.js'

/** how long a request must be on screen, unobscured, before Approve works */
export const APPROVE_DELAY_MS = 800

/** What the user is asked to approve, in words: shown as it is, never as HTML. */
export type ApprovalRequest = {
  title: string
  rows: readonly (readonly [label: string, value: string])[]
  /** the message, typed data or call data, shown in full in a scrollable box */
  body?: { label: string; text: string } | undefined
  /** what the user must know before approving (unlimited approvals, a changed fee, …) */
  warnings?: readonly string[] | undefined
  /** the buttons' words, when not Approve and Reject */
  approveLabel?: string | undefined
  rejectLabel?: string | undefined
  /** secrets shown to the user alone (a key export), each with a Copy button */
  secrets?: readonly { label: string; value: string }[] | undefined
  /** a passphrase the user types; `confirm` asks for it twice */
  passphrase?: { label: string; confirm?: string | undefined } | undefined
}

/** what the user typed on a screen with a passphrase */
export type ApprovalAnswer = { passphrase?: string; confirm?: string }

export type DappInfo = { name?: string | undefined; url?: string | undefined }

type Pending = {
  request: ApprovalRequest
  resolve(answer: ApprovalAnswer): void
  reject(error: Error): void
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/** a secret (an exported key) in a box of its own, with a Copy button beside it */
function secretBlock({ label, value }: { label: string; value: string }) {
  const copy = element('button', {
    type: 'button',
    className: 'wp-action wp-action-secondary copy',
    textContent: 'Copy',
  })
  copy.setAttribute('aria-label', `Copy ${label}`)
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(value).then(
      () => (copy.textContent = 'Copied'),
      () => (copy.textContent = 'Copy failed: select the text instead'),
    )
  })
  const box = element('pre', {
    tabIndex: 0,
    className: 'secret',
    ariaLabel: label,
    textContent: value,
  })
  return element('div', { className: 'secret-block' }, [
    element('p', { className: 'secret-label', textContent: label }),
    box,
    copy,
  ])
}

/** the modal's detail list: a muted label, the value beside it */
function detailList(rows: ApprovalRequest['rows']) {
  return element(
    'dl',
    { className: 'wp-details' },
    rows.map(([label, value]) =>
      element('div', {}, [
        element('dt', { textContent: label }),
        element('dd', { textContent: value }),
      ]),
    ),
  )
}

/** the message, typed data or call data, whole, in a scrollable box under its label */
function bodyBlock(body: { label: string; text: string }) {
  return [
    element('p', { className: 'body-label', textContent: body.label, ariaHidden: 'true' }),
    element('pre', { tabIndex: 0, ariaLabel: body.label, textContent: body.text }),
  ]
}

/** the passphrase field (and its confirmation) of a screen that asks for one */
function passphraseFields(passphrase: ApprovalRequest['passphrase']) {
  if (!passphrase) return { nodes: [], read: (): ApprovalAnswer => ({}) }
  const field = (label: string, id: string) => {
    const input = element('input', {
      type: 'password',
      id,
      autocomplete: 'new-password',
      className: 'wp-input',
    })
    return {
      input,
      node: element('p', { className: 'field' }, [
        element('label', { htmlFor: id, textContent: label }),
        input,
      ]),
    }
  }
  const first = field(passphrase.label, 'passphrase')
  const second = passphrase.confirm ? field(passphrase.confirm, 'passphrase-confirm') : undefined
  return {
    nodes: [first.node, ...(second ? [second.node] : [])],
    read: (): ApprovalAnswer => ({
      passphrase: first.input.value,
      ...(second ? { confirm: second.input.value } : {}),
    }),
  }
}

/**
 * The frame's approve / reject screen. Requests wait in order; the first is shown, focused
 * for the keyboard (Tab to Reject and Approve, Escape rejects). `onHeight` hears the page's
 * height after each change, for FRAME_HEIGHT.
 */
export function createApprovalScreen({
  root,
  hostOrigin,
  onHeight,
}: {
  root: HTMLElement
  /** the checked origin of the page asking: what "Requested by" names */
  hostOrigin: string
  onHeight: (height: number) => void
}) {
  const queue: Pending[] = []
  let stopWatching = () => {}
  let getDapp: () => DappInfo | undefined = () => undefined
  let lastHeight = -1

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
      'Requested by ',
      element('strong', { textContent: hostOrigin }),
      // the name is the site's own claim; only the origin is checked
      ...(name ? [` (calls itself “${name}”, not verified)`] : []),
    ])
  }

  function render() {
    stopWatching()
    const current = queue[0]
    if (!current) {
      root.replaceChildren(
        element('h1', { className: 'wp-title', textContent: 'Walletport reference wallet' }),
        element('p', {
          className: 'wp-text idle',
          textContent: 'No request is waiting for approval.',
        }),
        element('p', {
          className: 'notice',
          textContent: 'A reference implementation for development, not a custody solution.',
        }),
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
      textContent: request.rejectLabel ?? 'Reject',
    })
    const approve = element('button', {
      type: 'button',
      className: 'wp-action approve',
      textContent: request.approveLabel ?? 'Approve',
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
      ...(request.secrets ?? []).map(secretBlock),
      ...typed.nodes,
      element('div', { className: 'actions' }, [reject, approve]),
      ...(queue.length > 1
        ? [element('p', { className: 'queue', textContent: `${queue.length - 1} more waiting` })]
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

  function updateCount() {
    const count =
      root.querySelector('.queue') ??
      root.querySelector('section')?.appendChild(element('p', { className: 'queue' }))
    if (count) count.textContent = `${queue.length - 1} more waiting`
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
    /** where the requesting site's name and URL come from (SYNC_DAPP_DATA) */
    setDappSource(source: () => DappInfo | undefined) {
      getDapp = source
    },
  }
}
