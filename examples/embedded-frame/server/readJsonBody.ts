import type { IncomingMessage } from 'node:http'
import * as v from 'valibot'
import { FrameServerError } from './FrameServerError.js'

// every body here is a few fields: anything bigger is not ours
const MAX_BODY_BYTES = 16 * 1024

/** Reads a JSON request body and parses it with `schema`; bad input is a 400, never a crash. */
export async function readJsonBody<const S extends v.GenericSchema>(
  request: IncomingMessage,
  schema: S,
): Promise<v.InferOutput<S>> {
  const type = request.headers['content-type'] ?? ''
  if (!type.startsWith('application/json'))
    throw new FrameServerError(415, 'The body must be application/json')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new FrameServerError(413, 'The body is too large')
    chunks.push(chunk as Buffer)
  }
  let json: unknown
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new FrameServerError(400, 'The body is not valid JSON')
  }
  const result = v.safeParse(schema, json)
  if (!result.success) {
    const issue = result.issues[0]
    const path = issue.path?.map((item) => String(item.key)).join('.')
    throw new FrameServerError(400, `Invalid request${path ? ` (${path})` : ''}: ${issue.message}`)
  }
  return result.output
}
