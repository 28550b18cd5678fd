/**
 * A client's connections to every node of a cluster, each request sent to the node that owns
 * its game (issue #33: rendezvous hashing of the game id over the members, the function the
 * nodes use), as a load balancer routing by game id would; a request naming no game (creating
 * one) goes to the nodes in turn.
 */
import { ownerOf } from '../../apps/api/src/cluster/rendezvous';
import { Connection, type HttpClient, type Reply } from '../api/http-client';

const GAME_PATH = /^\/v1\/games\/([^/?]+)/;

export class OwnerRouter implements HttpClient {
  private turn = 0;

  private constructor(
    private readonly members: readonly string[],
    private readonly byMember: ReadonlyMap<string, Connection>,
  ) {}

  /** One keep-alive connection to each node; `urls` are the ids the nodes joined with. */
  static async open(urls: readonly string[]): Promise<OwnerRouter> {
    const byMember = new Map<string, Connection>();
    for (const url of urls) byMember.set(url, await Connection.open(Number(new URL(url).port)));
    return new OwnerRouter([...urls].sort(), byMember);
  }

  private pick(url: string): Connection {
    const gameId = GAME_PATH.exec(url)?.[1];
    const member =
      gameId === undefined
        ? this.members[this.turn++ % this.members.length]
        : ownerOf(gameId, this.members);
    const conn = member === undefined || member === null ? undefined : this.byMember.get(member);
    if (conn === undefined) throw new Error(`no connection to the owner of ${url}`);
    return conn;
  }

  send(method: string, url: string, token?: string, body?: unknown): Promise<Reply> {
    return this.pick(url).send(method, url, token, body);
  }

  json<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
    return this.pick(url).json<T>(method, url, token, body);
  }

  close(): void {
    for (const conn of this.byMember.values()) conn.close();
  }
}
