import { expect, test } from 'vitest'
import { isMobileSafariOrTelegram } from './isMobileSafariOrTelegram.js'

const agents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
}

test('default', () => {
  expect(isMobileSafariOrTelegram({ navigator: { userAgent: agents.iphoneSafari } })).toBe(true)
})

test('behavior: iPadOS shows a Mac agent with touch points', () => {
  expect(
    isMobileSafariOrTelegram({ navigator: { userAgent: agents.ipadOs, maxTouchPoints: 5 } }),
  ).toBe(true)
  expect(
    isMobileSafariOrTelegram({ navigator: { userAgent: agents.ipadOs, maxTouchPoints: 0 } }),
  ).toBe(false)
})

test('behavior: Telegram web views, whatever the agent', () => {
  expect(
    isMobileSafariOrTelegram({ Telegram: {}, navigator: { userAgent: agents.androidChrome } }),
  ).toBe(true)
  expect(isMobileSafariOrTelegram({ TelegramWebviewProxy: {} })).toBe(true)
})

test('behavior: other browsers and no window', () => {
  expect(isMobileSafariOrTelegram({ navigator: { userAgent: agents.iphoneChrome } })).toBe(false)
  expect(isMobileSafariOrTelegram({ navigator: { userAgent: agents.androidChrome } })).toBe(false)
  expect(isMobileSafariOrTelegram({})).toBe(false)
  expect(isMobileSafariOrTelegram(undefined)).toBe(false)
})
