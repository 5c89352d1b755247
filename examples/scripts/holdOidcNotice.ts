// Imported before the embedded-wallet frame: oidc-provider prints, when loaded, a notice asking
// for Node 22, while the demo runs on the Node 20 the README promises (its login flow is tested
// there). The notice alone is held back, until the demo's main() calls releaseOidcNotice().
const warn = console.warn
console.warn = (...args: unknown[]) => {
  const [first] = args
  if (typeof first === 'string' && first.includes('oidc-provider WARNING: Unsupported runtime'))
    return
  warn(...args)
}

/** puts console.warn back as it was */
export function releaseOidcNotice() {
  console.warn = warn
}
