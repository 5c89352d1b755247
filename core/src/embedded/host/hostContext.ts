import type { EmbeddedState } from '../../types/embedded.js'
import type { FrameTransport } from './createFrameTransport.js'
import type { EmbeddedHostParameters } from './hostParameters.js'

/** What the host's parts share: the kit, the state, the frame. */
export type HostContext = EmbeddedHostParameters & {
  transport: FrameTransport
  patch(fields: Partial<EmbeddedState>): void
}
