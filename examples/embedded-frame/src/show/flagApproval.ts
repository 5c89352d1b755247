import type { ApprovalRequest } from '../createApprovalScreen.js'
import { flagInvisible } from './flagInvisible.js'

export const INVISIBLE_WARNING =
  'This request contains invisible or text-reversing characters, shown as [U+…]: what you see may not be what you sign.'

/** The request with every shown text flagged, and a warning first when anything was hidden. */
export function flagApproval(request: ApprovalRequest): ApprovalRequest {
  let flagged = false
  const flag = (text: string) => {
    const result = flagInvisible(text)
    flagged ||= result.flagged
    return result.text
  }
  const rows = request.rows.map(([label, value]) => [flag(label), flag(value)] as const)
  const body = request.body && { label: request.body.label, text: flag(request.body.text) }
  const title = flag(request.title)
  const warnings = (request.warnings ?? []).map(flag)
  return {
    title,
    rows,
    body,
    warnings: flagged ? [INVISIBLE_WARNING, ...warnings] : warnings,
  }
}
