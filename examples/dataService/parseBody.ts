import * as v from 'valibot'
import { badRequest } from './DataServiceError.js'

/** A JSON body checked with its schema; a mismatch is a 400 naming the field. */
export function parseBody<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  if (body === undefined) throw badRequest('a JSON body is required')
  const result = v.safeParse(schema, body)
  if (result.success) return result.output
  const [issue] = result.issues
  const field = v.getDotPath(issue)
  throw badRequest(field ? `${field}: ${issue.message}` : issue.message)
}
