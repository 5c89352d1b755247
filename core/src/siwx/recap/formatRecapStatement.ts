import { parseRecapResource } from './parseRecapResource.js'

/** EIP-5573: the sentence that opens the statement's ReCap part */
export const RECAP_STATEMENT_PREFIX =
  'I further authorize the stated URI to perform the following actions on my behalf: '

/**
 * Docs: /core/siwx/formatRecapStatement. The statement a sign-in message carries with a ReCap
 * (EIP-5573), as WalletConnect wallets write it: the given statement, then the prefix and,
 * numbered from (1), each resource's abilities grouped by namespace, in single quotes, e.g.
 * `(1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.`; a resource's actions
 * are sorted first, so its namespaces come in the order of their first action. A statement
 * that already holds the ReCap part is kept. Throws InvalidRecapError when the resource breaks
 * the ReCap rule of parseRecap.
 */
export function formatRecapStatement(statement: string | undefined, resource: string): string {
  if (statement?.includes(RECAP_STATEMENT_PREFIX)) return statement
  const { att } = parseRecapResource(resource)
  let index = 0
  const parts: string[] = []
  for (const [target, abilities] of Object.entries(att)) {
    const actions = Object.keys(abilities)
      .map((ability) => {
        const slash = ability.indexOf('/')
        return { namespace: ability.slice(0, slash), action: ability.slice(slash + 1) }
      })
      .sort((a, b) => a.action.localeCompare(b.action))
    const grouped = new Map<string, string[]>()
    for (const { namespace, action } of actions)
      grouped.set(namespace, [...(grouped.get(namespace) ?? []), action])
    for (const [namespace, list] of grouped)
      parts.push(`(${++index}) '${namespace}': '${list.join("', '")}' for '${target}'.`)
  }
  const recap = `${RECAP_STATEMENT_PREFIX}${parts.join(' ')}`
  return statement ? `${statement} ${recap}` : recap
}
