// the source file, not the package: the demo runs this server on plain Node, where the
// workspace packages resolve to their unbuilt dist (see dataService/names/nameSuffixes.ts)
import {
  BaseError,
  type BaseErrorParameters,
} from '../../../../blockchain-api/src/errors/BaseError.js'

/**
 * The frame's store cannot be opened, read or written: a damaged database file, a record that
 * fails its schema, a file of a newer schema. Never swallowed: the server refuses to start (or
 * the request fails) rather than carry on without data.
 */
export class FrameStoreError extends BaseError {
  override name = 'FrameStoreError' as const
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
