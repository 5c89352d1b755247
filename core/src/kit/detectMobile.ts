/** A user-agent check for the opening rules; false where there is no navigator (servers). */
export function detectMobile(): boolean {
  const agent = (globalThis as { navigator?: { userAgent?: unknown } }).navigator?.userAgent
  return typeof agent === 'string' && /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
}
