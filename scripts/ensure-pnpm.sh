# Sourced by the README commands: puts pnpm 12.21.0 on PATH and installs the workspace.
# Needs only Node 20 and npm; pnpm goes into .tools/ when it is not already installed.
PNPM_VERSION=12.21.0
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
if [ "$(pnpm -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x .tools/node_modules/.bin/pnpm ] || [ "$(.tools/node_modules/.bin/pnpm -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
    echo "installing pnpm $PNPM_VERSION into .tools/"
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$root/.tools/node_modules/.bin:$PATH"
fi
# native addons build against the machine's Node headers: node-gyp cannot download them here
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
if [ -n "${CI:-}" ]; then
  pnpm install --frozen-lockfile --reporter=append-only
else
  pnpm install --reporter=append-only
fi
