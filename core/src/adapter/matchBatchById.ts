/** JSON-RPC "internal error": the code a request gets when the batch answer has none for it */
export const BATCH_ANSWER_MISSING_CODE = -32603

type Entry = { id?: unknown }

function readIds(text: string): unknown[] | undefined {
  try {
    const data: unknown = JSON.parse(text)
    if (!Array.isArray(data)) return undefined
    return data.map((entry) =>
      typeof entry === 'object' && entry !== null ? (entry as Entry).id : undefined,
    )
  } catch {
    return undefined
  }
}

/**
 * Rewrites a JSON-RPC batch answer so it holds exactly one entry per request, in request
 * order, matched by id: clients (viem, web3.js) pair answers by position, so a server that
 * swapped, repeated or invented ids handed one request another's result. A request whose id
 * is missing or answered twice gets its own JSON-RPC error; unknown ids are dropped. Any
 * body that is not a batch (or an answer that is not a list, such as one error object) is
 * returned as is.
 */
export function matchBatchById(requestBody: unknown, responseText: string): string {
  if (typeof requestBody !== 'string' || !requestBody.trimStart().startsWith('['))
    return responseText
  const ids = readIds(requestBody)
  if (!ids) return responseText
  let answers: unknown
  try {
    answers = JSON.parse(responseText)
  } catch {
    return responseText
  }
  if (!Array.isArray(answers)) return responseText
  const byId = new Map<string, unknown[]>()
  for (const answer of answers) {
    const id = typeof answer === 'object' && answer !== null ? (answer as Entry).id : undefined
    const key = JSON.stringify(id ?? null)
    const list = byId.get(key)
    if (list) list.push(answer)
    else byId.set(key, [answer])
  }
  const asked = new Map<string, number>()
  for (const id of ids) {
    const key = JSON.stringify(id ?? null)
    asked.set(key, (asked.get(key) ?? 0) + 1)
  }
  const matched = ids.map((id) => {
    const key = JSON.stringify(id ?? null)
    const found = byId.get(key) ?? []
    const [only] = found
    if (found.length === 1 && asked.get(key) === 1) return only
    const message =
      found.length === 0
        ? `The batch answer has no entry for id ${key}`
        : `The batch answer for id ${key} is ambiguous`
    return { jsonrpc: '2.0', id: id ?? null, error: { code: BATCH_ANSWER_MISSING_CODE, message } }
  })
  return JSON.stringify(matched)
}
