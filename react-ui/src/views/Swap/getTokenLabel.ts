/**
 * What a token is called on screen: its symbol, else its name, else '?': a service may send a
 * token without a symbol, and a blank label would leave a button with no name.
 */
export function getTokenLabel(token: { symbol: string; name: string }): string {
  return token.symbol.trim() || token.name.trim() || '?'
}
