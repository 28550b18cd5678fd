import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { LogConfig } from '../config';

/**
 * The application's one logger: pino (the logger Fastify ships), one JSON object per line
 * (LOG_FORMAT=json) or a short line for a terminal (LOG_FORMAT=pretty). Fastify logs each
 * request with it (request-log.ts) and Nest's own messages go to it too (NestLogger), so every
 * line has the same shape and, inside a request, the request's `reqId`.
 */

/** Where the lines go: stdout unless a test passes a stream of its own. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Never logged, whatever a caller of the logger passes by mistake: credentials and bodies.
 * (Request lines carry no headers or bodies at all: request-log.ts.)
 */
const REDACT = [
  'authorization',
  'token',
  'body',
  'headers',
  '*.authorization',
  '*.token',
  '*.body',
  '*.headers',
];

/**
 * Fastify's `logger` options: Fastify builds the pino logger (pino is its dependency, not ours)
 * and the app reads it back as `fastify.log`.
 */
export function loggerOptions(
  config: Pick<LogConfig, 'format' | 'level'>,
  destination?: LogDestination,
): NonNullable<FastifyServerOptions['logger']> {
  const stream =
    config.format === 'pretty' ? prettyDestination(destination ?? process.stdout) : destination;
  return {
    level: config.level,
    base: { pid: process.pid },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: { paths: REDACT, censor: '[redacted]' },
    ...(stream === undefined ? {} : { stream }),
  };
}

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** One JSON line as a terminal line: `12:00:01.234 INFO  [Context] (reqId) message {rest}`. */
export function prettyLine(line: string): string {
  const {
    time,
    level,
    msg,
    reqId,
    context,
    pid: _pid,
    ...rest
  } = JSON.parse(line) as Record<string, unknown>;
  const when = typeof time === 'string' ? time.slice(11, 23) : '';
  const name = (LEVELS[Number(level)] ?? String(level)).padEnd(5);
  const extra = Object.keys(rest).length === 0 ? '' : ` ${JSON.stringify(rest)}`;
  const ctx = typeof context === 'string' ? `[${context}] ` : '';
  const id = typeof reqId === 'string' ? `(${reqId}) ` : '';
  return `${when} ${name} ${ctx}${id}${typeof msg === 'string' ? msg : ''}${extra}\n`;
}

function prettyDestination(out: LogDestination): LogDestination {
  return { write: (line: string) => out.write(prettyLine(line)) };
}

type NestLevel = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';
/** A logger as Nest's messages need it (Fastify's, or a request's). */
type Lines = Pick<FastifyBaseLogger, NestLevel>;

/** The logger of the request being handled (its `reqId` bound), for Nest's messages. */
const requestLogs = new AsyncLocalStorage<Lines>();

/** Runs `next` (the rest of a request's handling) with `log` as the request's logger. */
export function withRequestLog(log: Lines, next: () => void): void {
  requestLogs.run(log, next);
}

/**
 * Nest's LoggerService over pino: `log(message, ...params, context?)` as Nest calls it. The
 * context (a trailing one-line string) becomes `context`; an Error becomes `err`, a multi-line
 * string (a stack) `stack`, anything else `detail`. Inside a request, the line carries its reqId.
 */
export class NestLogger implements LoggerService {
  constructor(private readonly root: Lines) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: NestLevel, message: unknown, params: readonly unknown[]): void {
    const rest = [...params];
    const last = rest[rest.length - 1];
    const fields: Record<string, unknown> = {};
    if (typeof last === 'string' && !last.includes('\n')) fields['context'] = rest.pop();
    for (const p of rest) {
      if (p instanceof Error) fields['err'] = p;
      else if (typeof p === 'string' && p.includes('\n')) fields['stack'] = p;
      else if (p !== undefined) fields['detail'] = p;
    }
    if (message instanceof Error) fields['err'] = message;
    else if (typeof message !== 'string') fields['detail'] = message;
    const text =
      typeof message === 'string' ? message : message instanceof Error ? message.message : '';
    (requestLogs.getStore() ?? this.root)[level](fields, text);
  }
}
