import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Viewer, REFEREE, SPECTATOR, sideViewer } from '@pratzen/engine';
import { foldEvents, initialGameOf } from '@pratzen/game';
import { renderBoard } from '@pratzen/render';
import type { CliIo } from './main';
import { type AnyRuleset, rulesetById } from './rulesets';

export const RENDER_USAGE = `usage: pratzen render <record.json | -> [--at N] [--viewer SIDE|spectator|referee] [--ruleset-module FILE]

Draws the board of a game record (pratzen-record/1 or /2) as SVG on stdout, offline: the
state after event N (1 = the set-up; default: the last event) as the viewer sees it.

  --at N                after event N (1..the record's event count)
  --viewer V            a side of the ruleset, spectator (default) or referee
  --ruleset-module FILE a ruleset the CLI does not have (a module exporting \`ruleset\`)

exit status: 0 drawn, 2 usage, I/O or record error
`;

interface RenderArgs {
  readonly file: string;
  readonly at?: number;
  readonly viewer: string;
  readonly module?: string;
}

function parseRenderArgs(argv: readonly string[]): RenderArgs | string {
  let file: string | undefined;
  let at: number | undefined;
  let viewer = 'spectator';
  let module: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--at') {
      const v = argv[++i] ?? '';
      if (!/^[1-9][0-9]{0,8}$/.test(v)) return '--at takes an event number (1, 2, …)';
      at = Number(v);
    } else if (arg === '--viewer') {
      const v = argv[++i];
      if (v === undefined || !/^[a-z0-9-]{1,32}$/.test(v)) return '--viewer takes a side name';
      viewer = v;
    } else if (arg === '--ruleset-module') {
      module = argv[++i];
      if (module === undefined) return '--ruleset-module takes a file';
    } else if (arg.startsWith('-') && arg !== '-') return `unknown option ${arg}`;
    else if (file === undefined) file = arg;
    else return `unexpected argument ${arg}`;
  }
  if (file === undefined) return 'no record file';
  return { file, viewer, ...(at !== undefined ? { at } : {}), ...(module ? { module } : {}) };
}

interface RecordShape {
  readonly ruleset: { readonly id: string; readonly version?: string };
  readonly scenarioId: string;
  readonly optionalRules?: readonly string[];
  readonly setup: unknown;
  readonly commands: readonly {
    readonly events: readonly { version: number; type: string; data: unknown }[];
  }[];
}

function asRecord(value: unknown): RecordShape | string {
  const r = value as Partial<RecordShape> | null;
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return 'not a game record';
  const format = (r as { format?: unknown }).format;
  if (typeof format !== 'string' || !format.startsWith('pratzen-record/'))
    return 'not a game record (no pratzen-record format)';
  if (typeof r.ruleset?.id !== 'string' || typeof r.scenarioId !== 'string')
    return 'the record names no ruleset or scenario';
  const ok = Array.isArray(r.commands) && r.commands.every((c) => Array.isArray(c?.events));
  return ok ? (r as RecordShape) : 'the record has no command list';
}

function loadModule(file: string): AnyRuleset | string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module named on the command line
    const m = require(path.resolve(file)) as { ruleset?: AnyRuleset; default?: AnyRuleset };
    const r = m.ruleset ?? m.default;
    return typeof r?.evolve === 'function' && typeof r?.view === 'function'
      ? r
      : `${file} exports no ruleset`;
  } catch (error) {
    return `cannot load ${file}: ${(error as Error).message}`;
  }
}

/** The record's game after event `at`, drawn for `viewer`: SVG text, or an error message. */
export function renderRecord(
  value: unknown,
  args: { at?: number; viewer: string },
  extra?: AnyRuleset,
): { svg: string } | { error: string } {
  const record = asRecord(value);
  if (typeof record === 'string') return { error: record };
  const ruleset = extra?.info.id === record.ruleset.id ? extra : rulesetById(record.ruleset.id);
  if (ruleset === undefined)
    return { error: `unknown ruleset ${record.ruleset.id} (try --ruleset-module)` };
  const sides = ruleset.info.sides;
  if (!['spectator', 'referee', ...sides].includes(args.viewer))
    return { error: `--viewer must be spectator, referee or one of ${sides.join(', ')}` };
  const viewer: Viewer =
    args.viewer === 'spectator'
      ? SPECTATOR
      : args.viewer === 'referee'
        ? REFEREE
        : sideViewer(args.viewer);
  const events = record.commands.flatMap((c) => c.events);
  const last = events.length + 1;
  const at = args.at ?? last;
  if (at > last) return { error: `--at must be 1..${last} (this record has ${last} events)` };
  try {
    // the version the game was created under (its events' form may depend on it)
    const version = record.ruleset.version;
    const init = initialGameOf(ruleset, {
      ...record,
      ...(typeof version === 'string' ? { rulesetVersion: version } : {}),
    });
    if (!init.ok) return { error: `the ruleset rejects the record's set-up` };
    const state = foldEvents(ruleset, init.game, events.slice(0, at - 1)).rules;
    const svg = renderBoard({
      geometry: ruleset.info.geometry,
      map: ruleset.mapOf === undefined ? ruleset.map() : ruleset.mapOf(state),
      view: ruleset.view(state, viewer),
      caption: `${ruleset.info.title} (${ruleset.info.id}) · record · version ${at} · view: ${args.viewer}`,
    });
    return { svg };
  } catch (error) {
    return { error: `cannot replay the record: ${(error as Error).message}` };
  }
}

/** `pratzen render …`: resolves to the exit status. */
export async function renderCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseRenderArgs(argv);
  if (typeof args === 'string') {
    io.stderr(`pratzen render: ${args}\n${RENDER_USAGE}`);
    return 2;
  }
  const extra = args.module === undefined ? undefined : loadModule(args.module);
  if (typeof extra === 'string') {
    io.stderr(`pratzen render: ${extra}\n`);
    return 2;
  }
  let value: unknown;
  try {
    const text = args.file === '-' ? await io.readStdin() : await readFile(args.file, 'utf8');
    value = JSON.parse(text);
  } catch (error) {
    io.stderr(`pratzen render: cannot read ${args.file}: ${(error as Error).message}\n`);
    return 2;
  }
  const out = renderRecord(value, args, extra);
  if ('error' in out) {
    io.stderr(`pratzen render: ${out.error}\n`);
    return 2;
  }
  io.stdout(out.svg);
  return 0;
}
