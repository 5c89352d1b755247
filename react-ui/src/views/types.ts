import type { RouterData } from '@walletport/core'

/** What every view gets: the data its history entry carries. */
export type ViewProps = { data: RouterData | undefined }
