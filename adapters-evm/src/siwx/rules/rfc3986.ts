// RFC 3986 (appendix A) written out as regular expressions, rule by rule, so that the
// sign-in parser accepts exactly the URIs and authorities the EIP-4361 grammar names.

const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pctEncoded = '%[0-9A-Fa-f]{2}'
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])'
const ipv4 = `(?:${decOctet}\\.){3}${decOctet}`
const h16 = '[0-9A-Fa-f]{1,4}'
const ls32 = `(?:${h16}:${h16}|${ipv4})`
const ipv6 = `(?:${[
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
  `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
  `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
  `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
  `(?:(?:${h16}:){0,6}${h16})?::`,
].join('|')})`
const ipvFuture = `v[0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+`
const ipLiteral = `\\[(?:${ipv6}|${ipvFuture})\\]`
const regName = `(?:[${unreserved}${subDelims}]|${pctEncoded})*`
const host = `(?:${ipLiteral}|${ipv4}|${regName})`
const userinfo = `(?:[${unreserved}${subDelims}:]|${pctEncoded})*`
const authority = `(?:${userinfo}@)?${host}(?::[0-9]*)?`
const segment = `${pchar}*`
const segmentNz = `${pchar}+`
const pathAbempty = `(?:/${segment})*`
const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`
const pathRootless = `${segmentNz}(?:/${segment})*`
const hierPart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|)`
const queryOrFragment = `(?:${pchar}|[/?])*`
const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*'

const URI = new RegExp(`^${scheme}:${hierPart}(?:\\?${queryOrFragment})?(?:#${queryOrFragment})?$`)
const AUTHORITY = new RegExp(`^${authority}$`)
const SCHEME = new RegExp(`^${scheme}$`)
const PCHARS = new RegExp(`^${pchar}*$`)
// the host part of an authority, once userinfo and port are taken off
const HOST_OF = new RegExp(`^(?:${userinfo}@)?(${host})(?::[0-9]*)?$`)

/** RFC 3986 `URI`: a scheme, then the hierarchical part, query and fragment. */
export function isUri(value: string): boolean {
  return URI.test(value)
}

/**
 * RFC 3986 `authority` with a host that is not empty: `[ userinfo "@" ] host [ ":" port ]`
 * (an empty reg-name matches the ABNF, but names no site).
 */
export function isAuthority(value: string): boolean {
  if (!AUTHORITY.test(value)) return false
  return Boolean(HOST_OF.exec(value)?.[1])
}

/** RFC 3986 `scheme`. */
export function isScheme(value: string): boolean {
  return SCHEME.test(value)
}

/** `*pchar` (RFC 3986), the EIP-4361 request-id. */
export function isPchars(value: string): boolean {
  return PCHARS.test(value)
}

// reserved / unreserved / " ": no line break, no control or non-ASCII character
const STATEMENT = new RegExp(`^[${unreserved}:/?#\\[\\]@${subDelims} ]*$`)

/** EIP-4361 `statement`: RFC 3986 reserved and unreserved characters and spaces. */
export function isStatement(value: string): boolean {
  return STATEMENT.test(value)
}
