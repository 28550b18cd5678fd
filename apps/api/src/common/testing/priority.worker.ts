import { getPriority } from 'node:os';

/** A worker task for worker-pool.spec.ts: the nice value of the thread it runs on. */
export default function priority(): number {
  return getPriority();
}
