import { InvalidBaseUrlError, type ServiceName } from '../errors/service.js'

/** The base URL to use, undefined when none is set; throws when it is not http(s). */
export function parseBaseUrl(service: ServiceName, value: string | undefined): string | undefined {
  const text = value?.trim()
  if (!text) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new InvalidBaseUrlError({ service, value: text })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InvalidBaseUrlError({ service, value: text })
  return text
}
