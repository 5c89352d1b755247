import { ConnectTimeoutError } from '../errors/kit.js'

/** Rejects with ConnectTimeoutError when `promise` takes longer than `ms`; no limit without `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number | undefined): Promise<T> {
  if (!ms) return promise
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ConnectTimeoutError({ metaMessages: [`Waited ${ms} ms`] })),
      ms,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
