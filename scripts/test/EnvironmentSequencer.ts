import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The docblock lines that choose a file's environment and its options. */
const ENVIRONMENT_LINES = /@vitest-environment(?:-options)?\s+[^\n]*/g

/** What a file's environment is made of: its docblock's choice and options, as written. */
export function environmentKey(source: string): string {
  return (source.match(ENVIRONMENT_LINES) ?? []).join('\n')
}

/**
 * Reorders `ordered` so that files of one project and environment follow each other, each
 * group where its first file stood. A worker that shares its module graph is kept only while
 * the next file in the queue has its project and environment (vitest's pool): interleaved, a
 * worker started afresh, importing React, happy-dom and the sources again, for most files.
 */
export function groupByEnvironment<T>(ordered: readonly T[], keyOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>()
  for (const item of ordered) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return [...groups.values()].flat()
}

/**
 * vitest's order (projects one after another, the longest files first), with each project's
 * files grouped by environment.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files)
    return groupByEnvironment(
      ordered,
      (spec) => `${spec.project.name}\0${environmentKey(readFileSync(spec.moduleId, 'utf8'))}`,
    )
  }
}
