import { Script, createContext } from 'node:vm';

/**
 * A hard limit on synchronous work on this thread: `fn` runs under a `vm` script whose `timeout`
 * makes V8 terminate whatever JavaScript is running when it expires — the bot's own functions
 * included, however deep — and throw `ERR_SCRIPT_EXECUTION_TIMEOUT` here. So a bot that would
 * think for a minute holds the event loop for `ms` at most, not a minute. One context and one
 * compiled script serve every call (each call costs microseconds, measured in think-limit.spec).
 */
const context = createContext({ run: null as (() => unknown) | null });
const script = new Script('run()', { filename: 'pratzen-bot-think-limit' });

export type Within<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/** `fn()`, or `{ok: false}` when it ran past `ms` milliseconds (it is then stopped). */
export function runWithin<T>(ms: number, fn: () => T): Within<T> {
  (context as { run: (() => unknown) | null }).run = fn;
  try {
    return { ok: true, value: script.runInContext(context, { timeout: ms }) as T };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { ok: false };
    throw error;
  } finally {
    (context as { run: (() => unknown) | null }).run = null;
  }
}
