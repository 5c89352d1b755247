import type { DataServiceContext } from './context.js'

export type RouteRequest = {
  /** the path's `:name` segments, decoded */
  params: Record<string, string | undefined>
  query: URLSearchParams
  /** the JSON body of a POST; undefined for none */
  body: unknown
}

export type RouteReply = { status?: number; headers?: Record<string, string> } & (
  | { json: unknown }
  | { contentType: string; text: string }
)

/** One endpoint: a request in, a reply out; a refusal throws a DataServiceError. */
export type Route = (ctx: DataServiceContext, request: RouteRequest) => Promise<RouteReply>
