// Compiles the test contracts once into committed artifacts (abi + bytecode), so that tests
// load JSON instead of running solc on every run. Usage: node scripts/compile.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const solc = require('solc')

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const sourceDir = join(root, 'src/test/contracts')
const outDir = join(sourceDir, 'artifacts')

const files = readdirSync(sourceDir).filter((file) => file.endsWith('.sol'))
const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    files.map((file) => [file, { content: readFileSync(join(sourceDir, file), 'utf8') }]),
  ),
  settings: {
    optimizer: { enabled: true, runs: 200 },
    // anvil runs newer forks too; cancun keeps the artifacts portable to older nodes
    evmVersion: 'cancun',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
for (const e of output.errors ?? []) console.error(e.formattedMessage)
if (errors.length) process.exit(1)

for (const [file, contracts] of Object.entries(output.contracts)) {
  for (const [name, contract] of Object.entries(contracts)) {
    const artifact = {
      contractName: name,
      sourceName: file,
      compiler: `solc ${solc.version()}`,
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
    }
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`wrote artifacts/${name}.json`)
  }
}
