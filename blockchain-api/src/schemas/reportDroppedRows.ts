import type * as v from 'valibot'
import type { HttpClient, RequestParameters } from '../http/createHttpClient.js'
import { type DroppedRowsReport, findDroppedRows } from './rowsOf.js'

export type DroppedRowsEvent = { endpoint: string; lists: readonly DroppedRowsReport[] }

/**
 * The same client, telling `onDroppedRows` about every list row a response lost to its schema
 * (see rowsOf), so a service that changes a row's shape is seen in the logs, not hidden.
 */
export function reportDroppedRows(
  http: HttpClient,
  onDroppedRows: ((event: DroppedRowsEvent) => void) | undefined,
): HttpClient {
  if (!onDroppedRows) return http
  return {
    ...http,
    async request<const TSchema extends v.GenericSchema>(
      schema: TSchema,
      p: RequestParameters,
    ): Promise<v.InferOutput<TSchema>> {
      const output = await http.request(schema, p)
      const lists = findDroppedRows(output)
      if (lists.length) onDroppedRows({ endpoint: p.endpoint, lists })
      return output
    },
  }
}
