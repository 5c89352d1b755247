/**
 * Walks the local OpenID provider's login the way the popup does, with fetch and a cookie
 * jar: authorize → login page → "Continue as" → back to the frame's callback URL.
 */
export async function browseOidcLogin(authorizeUri: string): Promise<string> {
  const jar = new Map<string, string>()
  let url = authorizeUri
  let method = 'GET'
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url).toString()
      // the provider hands back to the frame's callback page: that URL is the result
      if (next.includes('/social/callback')) return next
      url = next
      method = 'GET'
      continue
    }
    const html = await response.text()
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1]
    if (!action) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`)
    url = new URL(action, url).toString()
    method = 'POST'
  }
  throw new Error('the login did not end on the callback')
}
