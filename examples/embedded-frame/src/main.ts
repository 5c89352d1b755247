import * as v from 'valibot'
import { FRAME_CONFIG_ELEMENT_ID, FrameConfigSchema } from '../shared/frameConfig.js'
import { createFrame } from './createFrame.js'
// the modal's stylesheet first: the frame draws with its variables and classes
import '@walletport/react-ui/styles.css'
import './frame.css'

// the server writes the configuration into the page; a page without it is not served by it
const element = document.getElementById(FRAME_CONFIG_ELEMENT_ID)
const parsed = v.safeParse(FrameConfigSchema, JSON.parse(element?.textContent ?? 'null'))
const root = document.getElementById('frame-root')
/** this origin's storage, or undefined where the browser denies it to a third-party frame */
function openStorage(): Storage | undefined {
  try {
    const storage = window.localStorage
    storage.getItem('walletport-frame:probe')
    return storage
  } catch {
    console.warn('[embedded-frame] storage is blocked for this frame: sign-in is unavailable')
    return undefined
  }
}
const requested = new URLSearchParams(location.search).get('origin')
if (!parsed.success || !root || parsed.output.hostOrigin !== requested) {
  console.error('[embedded-frame] this page was not served by the frame server')
} else {
  createFrame({ config: parsed.output, root, storage: openStorage() })
}
