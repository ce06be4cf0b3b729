/**
 * npm run content:export -- [--dataset production] [--out .data/content-export/production.ndjson]
 *
 * Exports the published content of the Studio's project (SANITY_STUDIO_PROJECT_ID) in the
 * bundled dataset's format: one document per line, images as files under web/public
 * (seed images are reused when the bytes match; new ones go to web/public/content-export/).
 * Serve it with CONTENT_DATASET_PATH=<absolute path of the file> npm start, or compare it with
 * studio/seed/production.ndjson before carrying changes into scripts/seed/documents.ts.
 */
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseDocuments, serializeDocuments, sha1, toBundledFormat } from './datasetFiles'
import { datasetName, requireProject, root, runSanity, runScript, seedFile, takeFlag } from './sanityCli'

const SEED_IMAGES = path.join(root, 'web', 'public', 'seed-images')
const NEW_IMAGES = path.join(root, 'web', 'public', 'content-export')

function findFile(dir: string, name: string): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isFile() && entry.name === name) return full
    if (entry.isDirectory()) {
      const found = findFile(full, name)
      if (found) return found
    }
  }
  return undefined
}

runScript(() => {
  const args = process.argv.slice(2)
  const out = path.resolve(takeFlag(args, '--out') ?? path.join(root, '.data', 'content-export', 'production.ndjson'))
  const dataset = datasetName(args)
  requireProject(args)

  const workDir = mkdtempSync(path.join(tmpdir(), 'content-export-'))
  try {
    const archive = path.join(workDir, `${dataset}.tar.gz`)
    runSanity(['dataset', 'export', dataset, archive, '--no-drafts', '--overwrite', ...args])
    const untar = spawnSync('tar', ['-xzf', archive, '-C', workDir], { stdio: 'inherit' })
    if (untar.status !== 0) throw new Error('Could not unpack the export (is `tar` installed?)')
    const dataFile = findFile(workDir, 'data.ndjson')
    if (!dataFile) throw new Error(`No data.ndjson in ${archive}`)

    const knownImages = new Map(
      readdirSync(SEED_IMAGES).map((name) => [
        sha1(readFileSync(path.join(SEED_IMAGES, name))),
        path.join(SEED_IMAGES, name),
      ]),
    )
    const adopted: string[] = []
    const docs = toBundledFormat(parseDocuments(readFileSync(dataFile, 'utf8')), {
      exportDir: path.dirname(dataFile),
      outDir: path.dirname(out),
      knownImages,
      readFile: (file) => readFileSync(file),
      adoptImage: (file) => {
        mkdirSync(NEW_IMAGES, { recursive: true })
        const target = path.join(NEW_IMAGES, path.basename(file))
        if (!existsSync(target)) copyFileSync(file, target)
        adopted.push(path.relative(root, target))
        return target
      },
      seedOrder: existsSync(seedFile) ? parseDocuments(readFileSync(seedFile, 'utf8')).map((doc) => doc._id) : [],
    })
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(out, serializeDocuments(docs))
    console.log(
      `Exported ${docs.length} published documents from "${dataset}" to ${path.relative(process.cwd(), out)}.`,
    )
    if (adopted.length > 0) console.log(`New images: ${[...new Set(adopted)].join(', ')}`)
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
})
