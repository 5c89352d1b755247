import { h } from '../../../headless/src/h.js'
import { readQrCodeFromFile } from '../scan/readQrCode.js'
import { type CameraScan, scanCamera } from '../scan/scanCamera.js'

export type PairingSection = {
  element: HTMLElement
  /** whether the user asked to share one chain only */
  oneChain(): boolean
}

/**
 * "Connect to a site": paste the pairing link, or read it from a QR code in an image (a
 * screenshot, a photo) or from the camera. A code read is paired at once, as a wallet's
 * scanner does.
 */
export function renderPairing(pair: (uri: string) => Promise<void>): PairingSection {
  const status = h('p', { role: 'status', class: 'status' })
  const say = (text: string) => {
    status.textContent = text
  }
  const input = h('input', {
    id: 'pair-uri',
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: 'wc:…',
  })
  const oneChain = h('input', { id: 'one-chain', type: 'checkbox' })

  async function connect(uri: string) {
    if (!uri.trim().startsWith('wc:')) return say('That is not a WalletConnect link (wc:…).')
    say('Pairing…')
    try {
      await pair(uri)
      say('Paired. Approve the connection request below.')
      input.value = ''
    } catch (error) {
      say(`Could not pair: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const form = h(
    'form',
    {
      onsubmit: (event) => {
        event.preventDefault()
        void connect(input.value)
      },
    },
    h('label', { for: 'pair-uri' }, 'Pairing link'),
    h('div', { class: 'row' }, input, h('button', { type: 'submit' }, 'Connect')),
  )
  const scanner = renderScanner(connect, say)
  const element = h(
    'section',
    { 'aria-labelledby': 'pair-title' },
    h('h2', { id: 'pair-title' }, 'Connect to a site'),
    h(
      'p',
      { class: 'muted' },
      'Paste the link the site shows under its QR code, or scan the code.',
    ),
    form,
    scanner,
    h(
      'p',
      { class: 'check' },
      oneChain,
      h(
        'label',
        { for: 'one-chain' },
        'Share only the first network (switching networks then asks this wallet)',
      ),
    ),
    status,
  )
  return { element, oneChain: () => oneChain.checked }
}

function renderScanner(connect: (uri: string) => Promise<void>, say: (text: string) => void) {
  const file = h('input', { id: 'qr-image', type: 'file', accept: 'image/*' })
  file.addEventListener('change', async () => {
    const picked = file.files?.[0]
    file.value = ''
    if (!picked) return
    const text = await readQrCodeFromFile(picked)
    if (!text) return say('No QR code found in that image.')
    await connect(text)
  })
  const video = h('video', { 'aria-label': 'Camera', hidden: true })
  const cameraButton = h('button', { type: 'button' }, 'Scan with the camera')
  let scan: CameraScan | undefined
  cameraButton.addEventListener('click', async () => {
    if (scan) return scan.stop()
    try {
      video.hidden = false
      cameraButton.textContent = 'Stop the camera'
      scan = await scanCamera(video)
      say('Point the camera at the QR code.')
      const text = await scan.result
      if (text) await connect(text)
    } catch (error) {
      say(`The camera is not available: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      scan = undefined
      video.hidden = true
      cameraButton.textContent = 'Scan with the camera'
    }
  })
  return h(
    'div',
    { class: 'scanner' },
    h('label', { for: 'qr-image' }, 'Read a QR code from an image'),
    file,
    cameraButton,
    video,
  )
}
