import { configure } from '@testing-library/react'

// findBy and waitFor wait for lazy view chunks and the local data server: on a loaded 2-core
// machine those outlast testing-library's default 1 s. A guard against hangs, not a speed
// check: a passing wait returns as soon as its element is there.
configure({ asyncUtilTimeout: 10_000 })
