// Names each entry point after the import a developer writes ("@walletport/core/query"), not
// after its path in the repository ("core/src/exports/query").
import { Converter, ReflectionKind } from 'typedoc'

/** "core/src/exports/query" -> "@walletport/core/query"; other names are left as they are */
export function packageImportName(path) {
  const match = /^([\w-]+)\/src\/exports(?:\/([\w-]+))?$/.exec(path)
  if (!match) return path
  const [, folder, subpath] = match
  return subpath ? `@walletport/${folder}/${subpath}` : `@walletport/${folder}`
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const child of context.project.children ?? []) {
      if (child.kindOf(ReflectionKind.Module)) child.name = packageImportName(child.name)
    }
  })
}
