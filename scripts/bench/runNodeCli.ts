import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/**
 * Runs a Node CLI (Lighthouse, autocannon) in a child process with this Node and returns what it
 * printed. A failure names the tool and the URL and ends with the tail of its error output.
 */
export async function runNodeCli(
  name: string,
  url: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  try {
    // Lighthouse's JSON report runs to several megabytes.
    const { stdout } = await execFileAsync(process.execPath, args, { env, maxBuffer: 256 * 1024 * 1024 })
    return stdout
  } catch (error) {
    const { code, stderr } = error as { code?: number | string; stderr?: string }
    throw new Error(`${name} ${url} exited with ${code}: ${(stderr ?? String(error)).slice(-2000)}`)
  }
}
