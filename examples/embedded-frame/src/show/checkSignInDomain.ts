import { FrameRequestError, UNAUTHORIZED } from '../FrameRequestError.js'

// EIP-4361 and its Sign-In With X kin (Solana, …): "<domain> wants you to sign in with your
// <chain> account:" on the first line, the domain optionally with a scheme
const SIGN_IN_HEADER =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your \S+ account:/i

/**
 * A sign-in message names the site it signs in to; a message for a site other than the host
 * is a phishing relay (the host asks for a signature another site will accept), so it is
 * refused. Text that is not a sign-in message passes.
 */
export function checkSignInDomain(text: string, hostOrigin: string): void {
  const header = SIGN_IN_HEADER.exec(text)
  if (!header) return
  const [, scheme, domain] = header
  const host = new URL(hostOrigin)
  const matches = scheme
    ? `${scheme.toLowerCase()}://${domain?.toLowerCase()}` === host.origin
    : domain?.toLowerCase() === host.host
  if (!matches)
    throw new FrameRequestError(
      `This sign-in message is for ${JSON.stringify(`${scheme ? `${scheme}://` : ''}${domain}`)}, not for ${host.host}, the site asking: it is not signed`,
      UNAUTHORIZED,
    )
}
