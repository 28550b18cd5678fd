/** A minimal HTTP/1.1 keep-alive client. */
import { type Socket, connect } from 'node:net';

export interface Reply {
  readonly status: number;
  readonly text: string;
}

/** What the load needs of a connection (bench/cluster routes each game to a node of its own). */
export type HttpClient = Pick<Connection, 'send' | 'json'>;

/**
 * One keep-alive connection, one request at a time: the request is written by hand and the
 * response read by its Content-Length (every answer of these servers has one). Much lighter than
 * fetch, whose own CPU would otherwise cap the load this thread can generate.
 */
export class Connection {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Of the response being read, once its head is in: status, where its body starts and ends. */
  private status = 0;
  private bodyStart = 0;
  private bodyEnd = -1;
  private waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;

  private constructor(
    private readonly socket: Socket,
    private readonly host: string,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('connection closed')));
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.off('error', reject);
        resolve(new Connection(socket, `127.0.0.1:${port}`));
      });
      socket.once('error', reject);
    });
  }

  send(method: string, url: string, token?: string, body?: unknown): Promise<Reply> {
    if (this.waiting !== null) throw new Error('one request at a time');
    const payload = body === undefined ? '' : JSON.stringify(body);
    let head = `${method} ${url} HTTP/1.1\r\nhost: ${this.host}\r\n`;
    if (token !== undefined) head += `authorization: Bearer ${token}\r\n`;
    if (body !== undefined) {
      head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
    }
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(`${head}\r\n${payload}`);
    });
  }

  async json<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
    const r = await this.send(method, url, token, body);
    if (r.status < 200 || r.status >= 300) {
      throw new Error(`${method} ${url}: ${r.status} ${r.text.slice(0, 300)}`);
    }
    return JSON.parse(r.text) as T;
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    if (this.bodyEnd < 0) {
      const all = this.joined();
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = all.toString('latin1', 0, end);
      const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head)?.[1];
      if (length === undefined) return this.fail(new Error(`no content-length: ${head}`));
      this.status = Number(head.slice(9, 12));
      this.bodyStart = end + 4;
      this.bodyEnd = this.bodyStart + Number(length);
    }
    if (this.buffered < this.bodyEnd) return;
    if (this.buffered > this.bodyEnd) return this.fail(new Error('bytes after the response'));
    const reply = { status: this.status, text: this.joined().toString('utf8', this.bodyStart) };
    this.chunks = [];
    this.buffered = 0;
    this.bodyEnd = -1;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(reply);
  }

  private joined(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
