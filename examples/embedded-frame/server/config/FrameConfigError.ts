// the source file, not the package: the demo runs this server on plain Node, where the
// workspace packages resolve to their unbuilt dist (see dataService/names/nameSuffixes.ts)
import { BaseError } from '../../../../blockchain-api/src/errors/BaseError.js'

/** A setting of the frame server (an environment variable) is missing or malformed. */
export class FrameConfigError extends BaseError {
  override name = 'FrameConfigError' as const
  readonly variable: string
  constructor(variable: string, reason: string) {
    super(`${variable}: ${reason}`, { docsPath: '/examples/embedded-frame/DEPLOY.md' })
    this.variable = variable
  }
}
