/**
 * The checks after a load: every acknowledged command in the stream at its versions (none
 * lost), every command in one batch only (none applied twice), live readers in order.
 */
import type { Client } from '../../api/support/client';
import type { SseReader } from '../../api/support/sse';
import type { Envelope, StateView, Summary } from '../../api/support/types';
import { sleep } from './cluster';
import type { Ack, LoadGame } from './load';

export interface StreamReport {
  readonly problems: string[];
  /** Batches (commands) in the stream after the game's creation, and of those not acknowledged. */
  readonly batches: number;
  readonly unacknowledged: number;
}

/**
 * `events` is the game's whole stream; `acks` the 201s of that game. Checks: versions 1..n
 * without a hole; each commandId in exactly one run of consecutive events (a command applied
 * twice would show twice); each acknowledged event at its version with its command id, type
 * and time; and lists the batches nobody was told about (a request cut by a crash).
 */
export function checkStream(
  game: LoadGame,
  events: readonly Envelope[],
  acks: readonly Ack[],
): StreamReport {
  const problems: string[] = [];
  const say = (text: string): void => void problems.push(`game ${game.id}: ${text}`);
  events.forEach((e, i) => {
    if (e.version !== i + 1) say(`event #${i + 1} has version ${e.version}`);
  });
  const batches = new Map<string, { first: number; last: number }>();
  let previous: string | null = null;
  for (const e of events) {
    const id = e.meta.commandId;
    const batch = batches.get(id);
    if (batch === undefined) batches.set(id, { first: e.version, last: e.version });
    else if (previous === id) batch.last = e.version;
    else
      say(`command ${id} applied twice: versions ${batch.first}..${batch.last} and ${e.version}`);
    previous = id;
  }
  const acknowledged = new Set<string>();
  for (const ack of acks) {
    for (const sent of ack.result.events) {
      const stored = events[sent.version - 1];
      acknowledged.add(sent.meta.commandId);
      if (
        stored === undefined ||
        stored.meta.commandId !== sent.meta.commandId ||
        stored.type !== sent.type ||
        stored.meta.recordedAt !== sent.meta.recordedAt
      ) {
        say(
          `acknowledged event lost: version ${sent.version} ${sent.type} of command ` +
            `${sent.meta.commandId} (answered by node ${ack.node}); the stream has ` +
            (stored === undefined
              ? `only ${events.length} events`
              : `${stored.type} of command ${stored.meta.commandId}`),
        );
      }
    }
    const batch = batches.get(ack.result.events[0]?.meta.commandId ?? '');
    if (batch !== undefined && batch.last - batch.first + 1 !== ack.result.events.length) {
      say(`command ${ack.result.events[0]?.meta.commandId}: acknowledged events differ in number`);
    }
  }
  const created = events[0]?.meta.commandId;
  const unacknowledged = [...batches.keys()].filter(
    (id) => id !== created && !acknowledged.has(id),
  ).length;
  return { problems, batches: batches.size - 1, unacknowledged };
}

/** A live reader's messages must be versions `from`..n of `events`, in order, each once. */
export function checkReader(
  game: LoadGame,
  reader: SseReader,
  from: number,
  events: readonly Envelope[],
): string[] {
  const seen = reader.messages.map((m) => m.data.version);
  const expected = events.slice(from - 1).map((e) => e.version);
  const problems: string[] = [];
  if (seen.join(',') !== expected.join(',')) {
    problems.push(
      `game ${game.id}: the live reader saw ${seen.length} events ` +
        `[${seen.slice(0, 12).join(',')}${seen.length > 12 ? ',…' : ''}] ` +
        `instead of versions ${from}..${events.length}`,
    );
    return problems;
  }
  reader.messages.forEach((m, i) => {
    const e = events[from - 1 + i];
    if (e === undefined || m.data.meta.commandId !== e.meta.commandId || m.data.type !== e.type) {
      problems.push(`game ${game.id}: the live reader's version ${m.data.version} differs`);
    }
    if (m.id !== String(m.data.version)) {
      problems.push(`game ${game.id}: SSE id ${m.id} for version ${m.data.version}`);
    }
  });
  return problems;
}

/** Waits until every client serves the game's summary at `version` (the projections caught up). */
export async function summariesAt(
  clients: readonly Client[],
  game: LoadGame,
  version: number,
  timeoutMs = 10_000,
): Promise<Summary[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const summaries = await Promise.all(
      clients.map(async (c) => (await c.get<Summary>(`/v1/games/${game.id}`)).body),
    );
    if (summaries.every((s) => s.version === version) || Date.now() > deadline) return summaries;
    await sleep(100);
  }
}

/** The game's state now and `state?at=version` (a replay from the store) on one node. */
export async function statesOn(
  client: Client,
  game: LoadGame,
  version: number,
): Promise<{ now: StateView; at: StateView }> {
  const token = { token: game.referee };
  const [now, at] = await Promise.all([
    client.get<StateView>(`/v1/games/${game.id}/state`, token),
    client.get<StateView>(`/v1/games/${game.id}/state?at=${version}`, token),
  ]);
  if (now.status !== 200 || at.status !== 200) {
    throw new Error(`state of ${game.id} on ${client.base}: ${now.status} / ${at.status}`);
  }
  return { now: now.body, at: at.body };
}
