import type { FrameText } from '../i18n/createFrameText.js'

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

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/** a secret (an exported key) in a box of its own, with a Copy button beside it */
export function secretBlock(text: FrameText, { label, value }: { label: string; value: string }) {
  const copy = element('button', {
    type: 'button',
    className: 'wp-action wp-action-secondary copy',
    textContent: text.t('screen.copy'),
  })
  copy.setAttribute('aria-label', text.t('screen.copyLabel', { label }))
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(value).then(
      () => (copy.textContent = text.t('screen.copied')),
      () => (copy.textContent = text.t('screen.copyFailed')),
    )
  })
  // a key reads left to right in every language
  const box = element('pre', {
    tabIndex: 0,
    className: 'secret',
    ariaLabel: label,
    textContent: value,
    dir: 'ltr',
  })
  return element('div', { className: 'secret-block' }, [
    element('p', { className: 'secret-label', textContent: label }),
    box,
    copy,
  ])
}

/** an address, a hash or a key: one run of letters and digits, long */
const IDENTIFIER = /^(0x)?[0-9A-Za-z]{26,}$/

/**
 * The modal's detail list: a muted label, the value beside it. Each value is isolated (bdi),
 * so an address or an amount keeps its own order inside a right-to-left screen. An address or
 * a hash is set in the monospace font: it is read and compared character by character, and
 * it breaks after the same number of characters whatever its letters.
 */
export function detailList(rows: ApprovalRequest['rows']) {
  return element(
    'dl',
    { className: 'wp-details' },
    rows.map(([label, value]) =>
      element('div', {}, [
        element('dt', { textContent: label }),
        element('dd', {}, [
          element('bdi', { textContent: value, className: IDENTIFIER.test(value) ? 'id' : '' }),
        ]),
      ]),
    ),
  )
}

/** the message, typed data or call data, whole, in a scrollable box under its label */
export function bodyBlock(body: { label: string; text: string }) {
  return [
    element('p', { className: 'body-label', textContent: body.label, ariaHidden: 'true' }),
    // the text's own direction: a message in Arabic reads right to left, hex left to right
    element('pre', { tabIndex: 0, ariaLabel: body.label, textContent: body.text, dir: 'auto' }),
  ]
}

/** the passphrase field (and its confirmation) of a screen that asks for one */
export function passphraseFields(passphrase: ApprovalRequest['passphrase']) {
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

/** "Requested by <origin>", the origin in bold wherever the language puts it */
export function requestedByParts(text: FrameText, origin: string): (Node | string)[] {
  const mark = '\u0000'
  const [before = '', after = ''] = text.t('screen.requestedBy', { origin: mark }).split(mark)
  // the origin is isolated left to right: its dots and slashes must not reorder in Arabic
  return [before, element('strong', { textContent: origin, dir: 'ltr' }), after]
}
