import type { ApprovalRequest } from '../createApprovalScreen.js'
import type { FrameText } from '../i18n/createFrameText.js'
import { flagInvisible } from './flagInvisible.js'

/** The request with every shown text flagged, and a warning first when anything was hidden. */
export function flagApproval(request: ApprovalRequest, text: FrameText): ApprovalRequest {
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
    warnings: flagged ? [text.t('screen.invisibleWarning'), ...warnings] : warnings,
  }
}
