import { BaseError } from './base.js'

// thrown by connect and pairing only, so apart from ./config.ts, which option parsing loads
// with the page: under esbuild a file loads whole with its first use (issue 13)

export type NamespaceNotConfiguredErrorType = NamespaceNotConfiguredError & {
  name: 'NamespaceNotConfiguredError'
}
export class NamespaceNotConfiguredError extends BaseError {
  override name = 'NamespaceNotConfiguredError' as const
  readonly namespace: string
  constructor({ namespace }: { namespace: string }) {
    super(
      `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
    )
    this.namespace = namespace
  }
}
