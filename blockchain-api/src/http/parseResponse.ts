import * as v from 'valibot'
import { InvalidResponseError } from '../errors/response.js'

/** Parses a response body with its schema; a mismatch is an InvalidResponseError. */
export function parseResponse<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  endpoint: string,
): v.InferOutput<TSchema> {
  // only the first issue is reported: stopping there keeps a body of many bad values cheap
  const result = v.safeParse(schema, data, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  throw new InvalidResponseError({
    endpoint,
    field: v.getDotPath(issue) ?? '',
    issue: issue.message,
  })
}
