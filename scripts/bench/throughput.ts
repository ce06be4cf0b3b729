/**
 * Server throughput under a bounded local load: autocannon (its CLI, with JSON output) keeping
 * a fixed number of connections busy for a fixed time against one URL, asking for gzip as a
 * browser does, so the server pays for compression as it would in production.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { z } from 'zod'
import { runNodeCli } from './runNodeCli'

const require = createRequire(import.meta.url)
const AUTOCANNON_CLI = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js')

const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number(), max: z.number() }),
  throughput: z.object({ average: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
})

export type Throughput = {
  url: string
  gzip: boolean
  connections: number
  durationSeconds: number
  requestsPerSecond: number
  totalRequests: number
  latencyP50Ms: number
  latencyP99Ms: number
  bytesPerSecond: number
  /** Connection errors, timeouts and answers other than 2xx: each should be 0. */
  errors: number
  timeouts: number
  non2xx: number
}

export async function measureThroughput(
  url: string,
  connections: number,
  durationSeconds: number,
  { gzip = true } = {},
): Promise<Throughput> {
  const args = [
    AUTOCANNON_CLI,
    '--json',
    '--no-progress',
    '--connections',
    String(connections),
    '--duration',
    String(durationSeconds),
    ...(gzip ? ['--headers', 'accept-encoding=gzip'] : []),
    url,
  ]
  const stdout = await runNodeCli('autocannon', url, args)
  const result = resultSchema.parse(JSON.parse(stdout))
  return {
    url,
    gzip,
    connections,
    durationSeconds,
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}
