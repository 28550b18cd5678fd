/**
 * A worker thread's task (piscina, common/worker-pool.ts): parses a game record's JSON, checks
 * its size, asks the main thread for the head hash this server published for the game (over
 * `port`), and runs libs/audit's `verifyRecord` with the shared ruleset registry. Everything
 * CPU-heavy of POST /v1/records/verify happens here, none of it on the event loop.
 */
import type { MessagePort } from 'node:worker_threads';
import { verifyRecord } from '@pratzen/audit';
import { type AnyRuleset, rulesetById } from '@pratzen/rulesets';
import { loadRulesetModule } from '../../rulesets/ruleset-modules';
import type { VerifyOutcome, VerifyTask, HeadHashAnswer } from './record-verification.protocol';

/** Object keys that would poison a prototype once merged (Fastify's parser refuses them too). */
const POISON = /"(?:__proto__|constructor)"\s*:/;

function poisoned(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return true;
    const ctor = (v as { constructor?: unknown }).constructor;
    if (
      Object.prototype.hasOwnProperty.call(v, 'constructor') &&
      ctor !== null &&
      typeof ctor === 'object' &&
      Object.prototype.hasOwnProperty.call(ctor, 'prototype')
    ) {
      return true;
    }
    for (const child of Object.values(v))
      if (child !== null && typeof child === 'object') stack.push(child);
  }
  return false;
}

/**
 * Objects and arrays a record may open per event it may hold: a real SPI record has ~11 (the
 * brackets inside strings are counted too, which only errs on the safe side). Millions of tiny
 * containers would make the parser and the collector thrash up to the worker's heap limit.
 */
const CONTAINERS_PER_EVENT = 50;

/** `{` and `[` in the JSON bytes, counted before parsing. */
function containersIn(json: Uint8Array | string): number {
  let n = 0;
  if (typeof json === 'string') {
    for (let i = 0; i < json.length; i++) {
      const c = json.charCodeAt(i);
      if (c === 0x7b || c === 0x5b) n++;
    }
  } else {
    for (let i = 0; i < json.length; i++) {
      const c = json[i];
      if (c === 0x7b || c === 0x5b) n++;
    }
  }
  return n;
}

/** The events a record holds (its genesis and every command's), whatever it claims. */
function eventsIn(record: unknown): number {
  const r = record as { genesis?: unknown; commands?: unknown } | null;
  if (r === null || typeof r !== 'object' || !Array.isArray(r.commands)) return 0;
  let events = r.genesis === undefined ? 0 : 1;
  for (const c of r.commands as unknown[]) {
    const list = (c as { events?: unknown } | null)?.events;
    events += Array.isArray(list) ? list.length : 1;
  }
  return events;
}

function parse(json: Uint8Array | string): { ok: true; value: unknown } | VerifyOutcome {
  const text = typeof json === 'string' ? json : new TextDecoder().decode(json);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'malformed', message: error instanceof Error ? error.message : 'bad JSON' };
  }
  if (POISON.test(text) && poisoned(value)) {
    return { kind: 'malformed', message: 'object contains forbidden prototype property' };
  }
  return { ok: true, value };
}

function askHeadHash(port: MessagePort, gameId: unknown): Promise<HeadHashAnswer> {
  return new Promise((resolve) => {
    port.once('message', (answer: HeadHashAnswer) => resolve(answer));
    port.postMessage({ gameId: typeof gameId === 'string' ? gameId : null });
  });
}

export default async function verifyRecordTask(task: VerifyTask): Promise<VerifyOutcome> {
  try {
    const containers = containersIn(task.json);
    if (containers > task.maxEvents * CONTAINERS_PER_EVENT) {
      return { kind: 'too-complex', containers, limit: task.maxEvents * CONTAINERS_PER_EVENT };
    }
    const parsed = parse(task.json);
    if (!('ok' in parsed)) return parsed;
    const record = parsed.value;
    const events = eventsIn(record);
    if (events > task.maxEvents) return { kind: 'too-large', events };
    const answer = await askHeadHash(task.port, (record as { gameId?: unknown } | null)?.gameId);
    if (answer.failed) return { kind: 'aborted' };
    const lookup = (id: string): AnyRuleset | undefined =>
      rulesetById(id) ?? task.rulesetModules.map(loadRulesetModule).find((r) => r.info.id === id);
    const report = verifyRecord(record, lookup, {
      ...(answer.expectedHeadHash !== undefined
        ? { expectedHeadHash: answer.expectedHeadHash }
        : {}),
    });
    return { kind: 'report', report };
  } finally {
    task.port.close();
  }
}
