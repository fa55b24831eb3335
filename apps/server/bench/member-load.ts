import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';

const WARM_UP_SECONDS = 2;

/**
 * The member mix (member-mix.ts) against `url`, from a process of its own: its requests carry
 * functions, which autocannon's worker threads cannot take. The warm-up has half the members:
 * it stops mid-round, leaving its members' rounds open.
 */
export async function loadMembers(
  input: { url: string; tokens: string[]; nodeId: string; readsOnly?: boolean },
  connections: number,
  headers: Record<string, string>,
  seconds: number,
): Promise<Result> {
  // Found from the server's folder: the bundled benchmark (run-bundled.ts) runs from dist-bench/.
  const script = fileURLToPath(new URL('../bench/member-mix.ts', import.meta.url));
  const run = (duration: number, tokens: string[]) =>
    new Promise<Result>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', script], {
        env: {
          ...process.env,
          BENCH_MIX: JSON.stringify({ ...input, tokens, seconds: duration, connections, headers }),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        const last = out.trim().split('\n').at(-1) ?? '';
        if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as Result);
        else reject(new Error(`member mix exited ${code}: ${out.slice(-500)}`));
      });
    });
  const half = input.tokens.length / 2;
  await run(WARM_UP_SECONDS, input.tokens.slice(0, half));
  const result = await run(seconds, input.tokens.slice(half));
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`member mix: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}
