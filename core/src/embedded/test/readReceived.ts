/** A request the test frame read: its type and payload. */
export type ReceivedRequest = { type: string; payload: Record<string, unknown> }

/** The requests of one type the test frame on the page has read so far (startTestFrame). */
export function readReceived(type: string): ReceivedRequest['payload'][] {
  const frameWindow = document.querySelector('iframe')?.contentWindow as
    | (Window & { received?: ReceivedRequest[] })
    | null
    | undefined
  return (frameWindow?.received ?? []).filter((r) => r.type === type).map((r) => r.payload)
}
