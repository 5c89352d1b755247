import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The docblock lines that choose a file's environment and its options. */
const ENVIRONMENT_LINES = /@vitest-environment(?:-options)?\s+[^\n]*/g
/** A file that takes minutes (a Next.js build, every screen of the gallery) says so. */
const LONG_MARKER = 'vitest: long'

/** What a file's environment is made of: its docblock's choice and options, as written. */
export function environmentKey(source: string): string {
  return (source.match(ENVIRONMENT_LINES) ?? []).join('\n')
}

/** Whether the file is marked as one that takes minutes. */
export function isLong(source: string): boolean {
  return source.includes(LONG_MARKER)
}

/**
 * The items in groups by key, each group where its first item stood, in its order. A worker
 * that shares its module graph is kept only while the next file in the queue has its project
 * and environment (vitest's pool): interleaved, a worker started afresh, importing React,
 * happy-dom and the sources again, for most files.
 */
export function groupBy<T>(ordered: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>()
  for (const item of ordered) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return [...groups.values()]
}

/** `ordered` with the long files first, each side in its order. */
export function longFirst<T>(ordered: readonly T[], long: (item: T) => boolean): T[] {
  return [...ordered.filter(long), ...ordered.filter((item) => !long(item))]
}

/**
 * The projects in vitest's order, except that within a group those whose files run isolated
 * come first: they share nothing, and one long file of theirs queued last ran alone at the
 * end while the other workers stood idle.
 */
export function isolatedFirst<T>(
  projects: readonly T[],
  configOf: (project: T) => { isolate: boolean; sequence: { groupOrder: number } } | undefined,
): T[] {
  const rank = (project: T) => {
    const config = configOf(project)
    return (config?.sequence.groupOrder ?? 0) * 2 + (config?.isolate ? 0 : 1)
  }
  return [...projects].sort((a, b) => rank(a) - rank(b))
}

/**
 * vitest's order (groups, then projects one after another, each project's longest files
 * first), the isolated projects first in each group, and each project's files grouped by
 * environment. Files marked `vitest: long` go first: on a fresh clone vitest knows no
 * durations and orders by file size, and a short file that runs a Next.js build came last,
 * leaving the other worker idle for two minutes.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sources = new Map(files.map((spec) => [spec, readFileSync(spec.moduleId, 'utf8')]))
    const source = (spec: TestSpecification) => sources.get(spec) ?? ''
    const project = (spec: TestSpecification) =>
      `${spec.project.config.sequence.groupOrder}\0${spec.project.name}`
    const projects = groupBy(await super.sort(files), project)
    return isolatedFirst(projects, ([spec]) => spec?.project.config).flatMap((specs) =>
      groupBy(
        longFirst(specs, (spec) => isLong(source(spec))),
        (spec) => environmentKey(source(spec)),
      ).flat(),
    )
  }
}
