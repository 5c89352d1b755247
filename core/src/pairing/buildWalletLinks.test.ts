import { describe, expect, test } from 'vitest'
import {
  buildNativeLink,
  buildUniversalLink,
  buildWalletLinks,
  openWalletLink,
} from './buildWalletLinks.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705667684'

function uriOf(href: string) {
  return new URL(href.replace(/^[a-z]+:\/\//, 'https://x/')).searchParams.get('uri')
}

describe('buildWalletLinks', () => {
  test('default', () => {
    const links = buildWalletLinks({
      uri,
      wallet: {
        id: 'metamask',
        name: 'MetaMask',
        nativeLink: 'metamask://',
        universalLink: 'https://metamask.app.link',
      },
    })
    expect(links.native?.href).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
    expect(links.universal?.href).toBe(
      `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(links.native?.name).toBe('MetaMask')
  })

  test('behavior: the URI is encoded whole and decodes back unchanged', () => {
    const native = buildNativeLink('rainbow://', uri)!
    expect(native).not.toContain('@')
    expect(native.split('?')).toHaveLength(2)
    expect(uriOf(native)).toBe(uri)
    expect(uriOf(buildUniversalLink('https://rnbwapp.com', uri)!)).toBe(uri)
  })

  test('parameters: native bases in every common shape', () => {
    expect(buildNativeLink('trust:', 'x')).toBe('trust://wc?uri=x')
    expect(buildNativeLink('trust', 'x')).toBeUndefined()
    expect(buildNativeLink('cbwallet://wsegue/', 'x')).toBe('cbwallet://wsegue/wc?uri=x')
    expect(buildNativeLink('Zerion://', 'x')).toBe('zerion://wc?uri=x')
  })

  test('parameters: universal bases keep their path', () => {
    expect(buildUniversalLink('https://link.trustwallet.com/', 'x')).toBe(
      'https://link.trustwallet.com/wc?uri=x',
    )
    expect(buildUniversalLink('https://go.cb-w.com/app', 'x')).toBe(
      'https://go.cb-w.com/app/wc?uri=x',
    )
  })

  test('behavior: unsafe or malformed bases give no link', () => {
    expect(buildNativeLink('javascript:alert(1)//', 'x')).toBeUndefined()
    expect(buildNativeLink('data:text/html,x', 'x')).toBeUndefined()
    expect(buildNativeLink('https://example.com', 'x')).toBeUndefined()
    expect(buildUniversalLink('http://example.com', 'x')).toBeUndefined()
    expect(buildUniversalLink('javascript:alert(1)', 'x')).toBeUndefined()
    expect(buildUniversalLink('not a url', 'x')).toBeUndefined()
    expect(buildWalletLinks({ uri, wallet: { id: 'a', name: 'A' } })).toEqual({})
  })
})

describe('openWalletLink', () => {
  test('default: a native link replaces the page at once', () => {
    const page = { location: { href: 'https://site.example/' } }
    const opened = openWalletLink('metamask://wc?uri=x', '_self', page)
    // synchronous: the navigation happened before this line, inside the same task
    expect(opened).toBe(true)
    expect(page.location.href).toBe('metamask://wc?uri=x')
  })

  test('behavior: other targets open a window, synchronously', () => {
    const calls: unknown[][] = []
    const page = { open: (...args: unknown[]) => calls.push(args) }
    const result = openWalletLink('https://metamask.app.link/wc?uri=x', '_blank', page)
    expect(result).toBe(true)
    expect(calls).toEqual([['https://metamask.app.link/wc?uri=x', '_blank', 'noreferrer noopener']])
  })

  test('behavior: unsafe links and missing windows are refused', () => {
    const page = { location: { href: 'https://site.example/' } }
    expect(openWalletLink('javascript:alert(1)', '_self', page)).toBe(false)
    expect(page.location.href).toBe('https://site.example/')
    expect(openWalletLink('metamask://wc', '_self', undefined)).toBe(false)
    expect(openWalletLink('metamask://wc', '_blank', {})).toBe(false)
  })
})
