import type { ChildProcess } from 'node:child_process';

/**
 * A cold start (tsx, migrations and the seed on a new embedded database) takes a while on a busy two-core
 * machine: beside the endpoint fuzzer in the full suite one first start took over a minute.
 */
const READY_WITHIN_MS = 150_000;

/** Polls a server process's readiness route until it answers, the process exits, or a minute passes. */
export async function waitUntilReady(baseUrl: string, child: ChildProcess, output = () => ''): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}\n${output()}`);
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`server at ${baseUrl} was not ready within ${READY_WITHIN_MS / 1000} s\n${output()}`);
}
