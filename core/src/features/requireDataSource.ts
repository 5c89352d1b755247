import { DataSourceMethodMissingError } from '../errors/features.js'
import type { Kit } from '../kit/types.js'
import type { DataSource } from '../types/dataSource.js'

/**
 * The kit's data source, checked to have `method`: the account features' methods are
 * optional, and a missing one is a DataSourceMethodMissingError rather than a crash.
 */
export function requireDataSource<TMethod extends keyof DataSource>(
  kit: Kit,
  method: TMethod,
): DataSource & Required<Pick<DataSource, TMethod>> {
  const source = kit.options.dataSource
  if (typeof source?.[method] !== 'function') throw new DataSourceMethodMissingError({ method })
  // the check above is what the type says
  return source as DataSource & Required<Pick<DataSource, TMethod>>
}
