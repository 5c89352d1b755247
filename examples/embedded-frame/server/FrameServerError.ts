/** A request the server refuses: its status and a message the frame shows as it is. */
export class FrameServerError extends Error {
  override name = 'FrameServerError'
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}
