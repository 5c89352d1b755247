import { afterAll, vi } from 'vitest'

// files share a worker and its globals: what one stubbed or faked is put back before the next
// file runs, even when its own clean-up was skipped by a failure. Registered first, so it runs
// after the file's own afterAll hooks
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
