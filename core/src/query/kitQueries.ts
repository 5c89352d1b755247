import { createMutation } from './createMutation.js'
import { createQuery } from './createQuery.js'

/** The query runtime (createQuery, createMutation and @tanstack/query-core beneath them). */
export const kitQueries = { createQuery, createMutation }

export type KitQueries = typeof kitQueries
