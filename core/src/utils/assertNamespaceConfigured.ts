import { NamespaceNotConfiguredError } from '../errors/config.js'

/**
 * Docs: /core/utils/assertNamespaceConfigured. A chain's namespace must be one the session
 * was set up with; otherwise connect() has to run first with that namespace.
 */
export function assertNamespaceConfigured(
  namespace: string,
  configuredNamespaces: readonly string[],
): void {
  if (!configuredNamespaces.includes(namespace))
    throw new NamespaceNotConfiguredError({ namespace })
}
