import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  type LogDestination,
  NestLogger,
  loggerOptions,
  prettyLine,
  withRequestLog,
} from './app-logger';

/** The logger Fastify builds from the app's options, as createApp has it. */
const createLogger = (
  config: Parameters<typeof loggerOptions>[0],
  destination: LogDestination,
): FastifyBaseLogger => Fastify({ logger: loggerOptions(config, destination) }).log;

function capture(format: 'json' | 'pretty' = 'json'): { lines: string[]; nest: NestLogger } {
  const lines: string[] = [];
  const root = createLogger({ format, level: 'info' }, { write: (line) => lines.push(line) });
  return { lines, nest: new NestLogger(root) };
}
const parsed = (lines: readonly string[]): Record<string, unknown>[] =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('NestLogger: Nest messages as JSON lines of the one pino logger', () => {
  test('a trailing one-line string is the context; an Error is err, a stack stack', () => {
    const { lines, nest } = capture();
    nest.log('4 games loaded', 'GamesProjection');
    nest.error('boom', 'Error: boom\n    at x (y.ts:1:1)', 'ProblemFilter');
    nest.warn('failed', new Error('down'));
    const [a, b, c] = parsed(lines);
    expect(a).toMatchObject({ level: 30, msg: '4 games loaded', context: 'GamesProjection' });
    expect(b).toMatchObject({ level: 50, msg: 'boom', context: 'ProblemFilter' });
    expect(String(b?.['stack'])).toMatch(/at x/);
    expect(c).toMatchObject({ level: 40, msg: 'failed', err: { message: 'down' } });
  });

  test('inside a request the line carries its reqId; outside, none', () => {
    const lines: string[] = [];
    const root = createLogger({ format: 'json', level: 'info' }, { write: (l) => lines.push(l) });
    const nest = new NestLogger(root);
    withRequestLog(root.child({ reqId: 'r-1' }), () => nest.log('inside', 'Ctx'));
    nest.log('outside', 'Ctx');
    expect(parsed(lines).map((l) => [l['msg'], l['reqId']])).toEqual([
      ['inside', 'r-1'],
      ['outside', undefined],
    ]);
  });

  test('credentials and bodies passed by mistake are redacted; levels below LOG_LEVEL dropped', () => {
    const { lines, nest } = capture();
    nest.log({ token: 'secret-1', body: { token: 'secret-2' }, authorization: 'Bearer x' });
    nest.debug('not at info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/secret|Bearer/);
    expect(parsed(lines)[0]).toMatchObject({ detail: { token: '[redacted]', body: '[redacted]' } });
  });
});

describe('LOG_FORMAT=pretty', () => {
  test('one short line per message: time, level, context, request id, message, the rest', () => {
    const line = JSON.stringify({
      level: 40,
      time: '2026-01-02T12:00:01.234Z',
      pid: 7,
      reqId: 'r-9',
      context: 'Bots',
      msg: 'cut off',
      status: 201,
    });
    expect(prettyLine(line)).toBe('12:00:01.234 WARN  [Bots] (r-9) cut off {"status":201}\n');
    const { lines, nest } = capture('pretty');
    nest.log('hello', 'Main');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}\[Main\] hello\n$/);
  });
});
