/** A worker task for worker-pool.spec.ts: waits `ms` milliseconds, then answers `value`. */
export default async function wait(task: { ms: number; value: string }): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, task.ms));
  return task.value;
}
