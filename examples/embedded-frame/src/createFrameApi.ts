import * as v from 'valibot'
import { ErrorAnswerSchema, HOST_ORIGIN_HEADER } from '../shared/api.js'
import { FrameRequestError, UNAUTHORIZED } from './FrameRequestError.js'

export type FrameApi = ReturnType<typeof createFrameApi>

/** The frame server's API, same origin as the page; every answer parsed with its schema. */
export function createFrameApi({
  hostOrigin,
  getToken,
}: {
  hostOrigin: string
  getToken: () => string | undefined
}) {
  return async function call<const S extends v.GenericSchema>(
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<v.InferOutput<S>> {
    const token = getToken()
    let response: Response
    try {
      response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          [HOST_ORIGIN_HEADER]: hostOrigin,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch {
      throw new FrameRequestError('Network request failed')
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = v.safeParse(ErrorAnswerSchema, json)
      throw new FrameRequestError(
        error.success ? error.output.error : `The frame server answered ${response.status}`,
        response.status === 401 ? UNAUTHORIZED : undefined,
      )
    }
    const answer = v.safeParse(schema, json)
    if (!answer.success)
      throw new FrameRequestError('The frame server answered something unexpected')
    return answer.output
  }
}
