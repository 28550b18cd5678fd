import { connect, type Socket } from 'node:net';
import { now } from '../api/measure';
import type { Counts } from './load';

/**
 * Raw-socket attackers of issue #27 item 2, each keeping `sockets` connections busy until a
 * deadline and counting how the server ended each one ("408", "429", "503", "closed": closed
 * without an answer, "open at the end": a replacement still open at the deadline, "not yet
 * accepted": still connecting then) and the longest the server held any one of them:
 *
 * - SlowBodies: a POST whose body is trickled one byte every `everyMs` (a slowloris body);
 * - ConnectionFlood: connections opened and left idle, without a byte sent.
 *
 * A connection the server ends is replaced at once, so the pressure holds for the whole run.
 */
abstract class SocketAttack {
  readonly counts: Counts = new Map();
  private readonly live = new Map<Socket, number>();
  /** The longest the server held one socket (ms), those still open at the deadline included. */
  longestMs = 0;
  private until = 0;
  opened = 0;

  constructor(
    private readonly port: number,
    private readonly sockets: number,
    /** Client addresses 127.0.<subnet>.1..<addresses>. */
    private readonly subnet: number,
    private readonly addresses: number,
  ) {}

  protected abstract started(socket: Socket): NodeJS.Timeout | undefined;

  /**
   * Runs until `until` (a deadline on bench/api/measure's `now()` clock); then every socket
   * still open is counted "held" and closed.
   */
  async run(until: number): Promise<void> {
    this.until = Date.now() + (until - now());
    for (let i = 0; i < this.sockets; i++) {
      this.open(i);
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, Math.max(0, this.until - Date.now())));
    for (const [socket, openedAt] of this.live) {
      // Still connecting: the listen backlog is full (the server has not accepted it yet).
      this.count(socket.connecting ? 'not yet accepted' : 'open at the end');
      this.longestMs = Math.max(this.longestMs, Date.now() - openedAt);
      socket.destroy();
    }
    this.live.clear();
  }

  private count(outcome: string): void {
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + 1);
  }

  private open(i: number): void {
    if (Date.now() >= this.until) return;
    this.opened++;
    const socket = connect({
      port: this.port,
      host: '127.0.0.1',
      localAddress: `127.0.${this.subnet}.${1 + (i % this.addresses)}`,
    });
    const openedAt = Date.now();
    this.live.set(socket, openedAt);
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      timer = this.started(socket);
    });
    socket.on('data', (d: Buffer) => {
      if (answer.length < 32) answer += d.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      if (!this.live.delete(socket)) return; // closed by run() at the deadline
      this.longestMs = Math.max(this.longestMs, Date.now() - openedAt);
      this.count(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'closed');
      setTimeout(() => this.open(i), 5);
    });
  }
}

export class SlowBodies extends SocketAttack {
  constructor(
    port: number,
    sockets: number,
    subnet: number,
    addresses: number,
    private readonly everyMs: number,
  ) {
    super(port, sockets, subnet, addresses);
  }

  protected started(socket: Socket): NodeJS.Timeout {
    socket.write(
      'POST /v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{',
    );
    return setInterval(() => socket.writable && socket.write(' '), this.everyMs);
  }
}

export class ConnectionFlood extends SocketAttack {
  protected started(): undefined {
    return undefined;
  }
}
