import { type ServiceName, ServiceUnavailableError } from '../errors/service.js'

/**
 * Binds endpoint functions to a service's context. Without a context (no base URL) each
 * bound function rejects with ServiceUnavailableError, or throws it for a sync one, and
 * makes no request.
 */
export function bindService<TContext>(service: ServiceName, ctx: TContext | undefined) {
  return {
    async<TArgs extends unknown[], TReturn>(
      fn: (ctx: TContext, ...args: TArgs) => Promise<TReturn>,
    ): (...args: TArgs) => Promise<TReturn> {
      return (...args) =>
        ctx === undefined
          ? Promise.reject(new ServiceUnavailableError({ service }))
          : fn(ctx, ...args)
    },
    sync<TArgs extends unknown[], TReturn>(
      fn: (ctx: TContext, ...args: TArgs) => TReturn,
    ): (...args: TArgs) => TReturn {
      return (...args) => {
        if (ctx === undefined) throw new ServiceUnavailableError({ service })
        return fn(ctx, ...args)
      }
    },
  }
}
