import { FRAME_CONNECT_TIMEOUT, FRAME_READY_WAIT } from '../../constants.js'
import type { BaseError } from '../../errors/base.js'
import { EmailLoginDependencyError } from '../../errors/frame.js'

export type MountedFrame = {
  element: HTMLIFrameElement | undefined
  /** resolves 500 ms after READY; rejects (EmailLoginDependencyError) if the frame never gets there */
  ready: Promise<void>
  /** the frame posted READY */
  onReady(): void
  /** gives up waiting for READY */
  cancel(error: BaseError): void
}

function createHiddenFrame(doc: Document, src: string): HTMLIFrameElement {
  const element = doc.createElement('iframe')
  element.src = src
  element.title = 'Embedded wallet'
  element.setAttribute('aria-hidden', 'true')
  Object.assign(element.style, {
    position: 'fixed',
    border: '0',
    width: '0',
    height: '0',
    opacity: '0',
    pointerEvents: 'none',
  })
  return element
}

/**
 * Appends the hidden frame (PROTOCOL.md, transport) with the host's origin and the project id
 * in its URL, and waits for its READY: a frame that fails to load, or says nothing for 30 s,
 * rejects `ready`.
 */
export function mountFrame({
  frameUrl,
  projectId,
}: {
  frameUrl: string
  projectId: string | undefined
}): MountedFrame {
  let resolve: () => void = () => {}
  let reject: (error: BaseError) => void = () => {}
  const ready = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  let settled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const fail = (details: string) => {
    if (settled) return
    settled = true
    clearTimeout(timer)
    reject(new EmailLoginDependencyError({ details }))
  }
  const doc = globalThis.document
  const host = globalThis.location?.origin
  let element: HTMLIFrameElement | undefined
  if (!doc || !host) fail('There is no page to hold the frame')
  else {
    const url = new URL(frameUrl)
    url.searchParams.set('origin', host)
    if (projectId) url.searchParams.set('projectId', projectId)
    element = createHiddenFrame(doc, url.href)
    timer = setTimeout(() => fail('The frame sent no READY'), FRAME_CONNECT_TIMEOUT)
    element.addEventListener('error', () => fail(`The frame ${frameUrl} did not load`))
    doc.body.append(element)
  }
  return {
    element,
    ready,
    onReady() {
      if (settled) return
      settled = true
      clearTimeout(timer)
      // the frame settles its own state after READY; the protocol waits before the first request
      setTimeout(resolve, FRAME_READY_WAIT)
    },
    cancel: (error) => fail(error.shortMessage),
  }
}
