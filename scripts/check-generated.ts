/**
 * TypeGen output is committed so editors' schema changes show up in review. After the test
 * command regenerates it, any difference means a schema or query changed without it.
 */
import { spawnSync } from 'node:child_process'

const files = ['web/sanity.types.ts']
const inGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' }).stdout.trim() === 'true'
if (!inGit) {
  console.log('Not a git checkout; skipping the generated-file freshness check.')
  process.exit(0)
}
const diff = spawnSync('git', ['status', '--porcelain', '--', ...files], { encoding: 'utf8' }).stdout.trim()
if (diff !== '') {
  console.error(`Generated files are out of date; run \`npm run typegen\` and commit:\n${diff}`)
  process.exit(1)
}
console.log('Generated types are up to date.')
