import type { Kit } from '../../kit/types.js'
import type { EmbeddedFrameRect } from '../host/createEmbeddedHost.js'

export type ShowEmbeddedFrameParameters = EmbeddedFrameRect | undefined

/**
 * Docs: /core/embedded/showEmbeddedFrame. The ApproveTransaction view calls it with its
 * frame area (viewport pixels, e.g. from getBoundingClientRect) so the frame shows its
 * approve screen there, and with undefined to hide it again. A frame not loaded yet is not
 * loaded for this.
 */
export function showEmbeddedFrame(kit: Kit, rect: ShowEmbeddedFrameParameters): void {
  kit._internal.embedded
    ?.load()
    .then((host) => host.showFrame(rect))
    .catch((error: unknown) => kit.log.warn('embedded: cannot show the frame', error))
}
