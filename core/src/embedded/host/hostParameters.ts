import type { WritableAtom } from 'nanostores'
import type { Kit } from '../../kit/types.js'
import type { EmbeddedState } from '../../types/embedded.js'
import type { EmbeddedEmitter } from '../createEmbeddedShell.js'

/** What the frame host is made with (by the shell, on first use). */
export type EmbeddedHostParameters = {
  kit: Kit
  $state: WritableAtom<EmbeddedState>
  emitter: EmbeddedEmitter
  /** the frame's page */
  frameUrl: string
  /** the AUTH connector's name */
  name: string
  /** ms since the epoch; the email cooldown's clock */
  now: () => number
}
