/** Builds and serves a Next.js app (the site or the blank baseline) as `next build` / `next start` would. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
/** The repository's Next.js CLI, run with this process's Node (24, from node_modules/.bin). */
const NEXT_BIN = require.resolve('next/dist/bin/next')

type AppOptions = {
  /** The app's folder (where `app/` lives). */
  dir: string
  /** Relative to `dir`; the site's next.config reads NEXT_DIST_DIR, the blank app's sets it. */
  distDir: string
  env?: Record<string, string>
  /** Where the command's output goes. */
  logFile: string
}

const baseEnv = (options: AppOptions) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  NEXT_DIST_DIR: options.distDir,
  ...options.env,
})

function run(child: ChildProcess, logFile: string): Promise<void> {
  const log = createWriteStream(logFile)
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}; see ${logFile}`)),
    )
  })
}

export async function buildNextApp(options: AppOptions): Promise<void> {
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: options.dir, env: baseEnv(options) })
  await run(child, options.logFile)
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(-pid, name)
  } catch {
    // Already gone.
  }
}

export type RunningServer = { url: string; stop(): Promise<void> }

/** Starts `next start` on 127.0.0.1:`port` and resolves once it answers HTTP. */
export async function startNextApp(options: AppOptions & { port: number }): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`
  // Its own process group, so stopping it also stops anything it spawned.
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '--port', String(options.port), '--hostname', '127.0.0.1'],
    {
      cwd: options.dir,
      env: baseEnv(options),
      detached: true,
    },
  )
  const exited = run(child, options.logFile).then(
    () => new Error(`next start on port ${options.port} stopped; see ${options.logFile}`),
    (error: Error) => error,
  )
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    signal(child.pid, 'SIGTERM')
    const killed = setTimeout(() => child.pid && signal(child.pid, 'SIGKILL'), 5000)
    await exited
    clearTimeout(killed)
  }

  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const early = await Promise.race([exited, new Promise<undefined>((resolve) => setTimeout(resolve, 250))])
    if (early) throw early
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) })
      return { url, stop }
    } catch {
      // Not listening yet.
    }
  }
  await stop()
  throw new Error(`next start on port ${options.port} did not answer within 60 s; see ${options.logFile}`)
}
