import { Inject, Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { commandSchemasOf } from '@pratzen/engine';
import { ApiProblem } from '../common/problem';
import { APP_CONFIG, type AppConfig } from '../config';
import type { AnyRuleset } from '../rulesets/ruleset-registry';

/**
 * Label values that are safe to expose: every label of every Pratzen metric comes from a fixed
 * set (route patterns, status codes, ruleset ids, command types, problem codes), never from the
 * raw request — a caller cannot make new series (unbounded memory, a scrape that grows without
 * end) and no game, unit or token id ever appears.
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Problem codes are UPPER_SNAKE constants of the code (api.md "Errors"). */
const PROBLEM_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/** Seconds. Requests: 1 ms to 10 s (SSE streams, which last longer, land in +Inf). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A bot's think time: a few ms for `random`, up to BOT_THINK_MS (2 s by default) and its cut-off. */
const THINK_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];
const APPEND_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** A command's labels, filled in as the command is read (`unknown` until then). */
export interface CommandLabels {
  ruleset: string;
  command: string;
}

/** A command's type as a label: one of the ruleset's (or the session's), else `unknown`. */
export function commandLabel(ruleset: AnyRuleset, body: unknown): string {
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : null;
  return typeof type === 'string' && Object.hasOwn(commandSchemasOf(ruleset), type)
    ? type
    : 'unknown';
}

/** Samples of a pulled metric: label values and the value, read at scrape time. */
export type Samples = readonly (readonly [Readonly<Record<string, string>>, number])[];

/**
 * The process-wide metrics (CPU, memory, heap, GC, event-loop lag and its percentiles, handles):
 * prom-client's default collectors, registered once in their own registry — they describe the
 * process, not one application, and each registration starts an event-loop monitor and a GC
 * observer that are never stopped. (Jest loads this module once per test file, so a test
 * process holds one set per file that starts an application.)
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (processRegistry === null) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

/**
 * The application's Prometheus metrics (GET /metrics): what the code records as it goes (HTTP
 * requests, commands, event-store appends) and what is read at scrape time (live subscribers,
 * caches, Redis), beside the process metrics. One registry per application, so that several
 * applications in one process (tests) never mix their counts.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly storeKind: string;
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly commands: Counter<'ruleset' | 'command' | 'outcome' | 'status'>;
  private readonly appends: Histogram<'store' | 'outcome'>;
  private readonly botThinking: Histogram<'bot' | 'ruleset' | 'cut_off'>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'eventStore'>) {
    this.storeKind = config.eventStore.kind;
    processMetrics();
    const registers = [this.registry];
    this.requests = new Histogram({
      name: 'pratzen_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern (never the raw URL; "unmatched" when no route answered) and status; _count is the request count',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.commands = new Counter({
      name: 'pratzen_commands_total',
      help: 'Commands submitted (REST and GraphQL) by ruleset, command type ("unknown" when the ruleset has no such type or the game was not read), outcome ("accepted", RULE_VIOLATION for any refusal by the rules, or the problem code) and HTTP status',
      labelNames: ['ruleset', 'command', 'outcome', 'status'],
      registers,
    });
    this.appends = new Histogram({
      name: 'pratzen_event_store_append_duration_seconds',
      help: 'Event-store appends by store kind and outcome (ok, conflict: another writer got in first, error)',
      labelNames: ['store', 'outcome'],
      buckets: APPEND_BUCKETS,
      registers,
    });
    this.botThinking = new Histogram({
      name: 'pratzen_bot_think_seconds',
      help: "A bot seat's decisions by bot, ruleset and whether BOT_THINK_MS cut it off (then random played): the time it thought, on its worker thread",
      labelNames: ['bot', 'ruleset', 'cut_off'],
      buckets: THINK_BUCKETS,
      registers,
    });
  }

  /** A bot seat decided (bot and ruleset ids are registered names: a bounded set). */
  botThought(bot: string, ruleset: string, seconds: number, cutOff: boolean): void {
    this.botThinking.observe({ bot, ruleset, cut_off: cutOff ? 'true' : 'false' }, seconds);
  }

  /** An answered HTTP request; `route` is Fastify's route pattern, undefined when none matched. */
  request(method: string, route: string | undefined, status: number, seconds: number): void {
    this.requests.observe(
      {
        method: METHODS.has(method) ? method : 'OTHER',
        route: route ?? 'unmatched',
        status:
          Number.isInteger(status) && status >= 100 && status < 600 ? String(status) : 'other',
      },
      seconds,
    );
  }

  /** A command's outcome: `error` undefined when it was accepted. */
  command(labels: CommandLabels, error?: unknown): void {
    const { ruleset, command } = labels;
    if (error === undefined) {
      this.commands.inc({ ruleset, command, outcome: 'accepted', status: '201' });
    } else if (error instanceof ApiProblem) {
      // A rule's own code (WRONG_AREA, NO_DECOYS_LEFT...) would tell an open /metrics what a
      // hidden-information view hides: every refusal by the rules is one RULE_VIOLATION.
      const outcome =
        'rule' in error.extra // ApiProblem.fromViolation's mark: the rules refused it
          ? 'RULE_VIOLATION'
          : PROBLEM_CODE.test(error.code)
            ? error.code
            : 'OTHER';
      this.commands.inc({ ruleset, command, outcome, status: String(error.status) });
    } else {
      this.commands.inc({ ruleset, command, outcome: 'error', status: '500' });
    }
  }

  /** Times an append; `isConflict` tells an optimistic-concurrency refusal from a failure. */
  async append<T>(run: () => Promise<T>, isConflict: (error: unknown) => boolean): Promise<T> {
    const end = this.appends.startTimer({ store: this.storeKind });
    try {
      const result = await run();
      end({ outcome: 'ok' });
      return result;
    } catch (error) {
      end({ outcome: isConflict(error) ? 'conflict' : 'error' });
      throw error;
    }
  }

  /** A gauge read at scrape time (`read` must return label values from a fixed set). */
  gauge(name: string, help: string, labelNames: readonly string[], read: () => Samples): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [labels, value] of read()) this.set(labels, value);
      },
    });
  }

  /** A counter whose totals are kept elsewhere and read at scrape time (as `gauge`). */
  counter(name: string, help: string, labelNames: readonly string[], read: () => Samples): void {
    new Counter({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [labels, value] of read()) this.inc(labels, value);
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition: this application's metrics, then the process's. */
  async text(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }
}
