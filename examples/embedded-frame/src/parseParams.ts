import * as v from 'valibot'
import { FrameRequestError } from './FrameRequestError.js'

/** An RPC method's params checked by its schema; bad params are -32602, as JSON-RPC says. */
export function parseParams<const S extends v.GenericSchema>(
  method: string,
  schema: S,
  params: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, params)
  if (result.success) return result.output
  const [issue] = result.issues
  const path = issue.path?.map((item) => String(item.key)).join('.')
  throw new FrameRequestError(
    `Invalid params for ${method}${path ? ` (${path})` : ''}: ${issue.message}`,
    -32602,
  )
}
