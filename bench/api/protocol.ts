/** Messages between the load side (main thread) and the server thread. */

export type Op = 'fastify' | 'api' | 'elu' | 'profile-start' | 'profile-stop' | 'stop';

export interface OpRequest {
  readonly id: number;
  readonly op: Op;
  readonly dataDir?: string;
  /** profile-stop: where to write the .cpuprofile. */
  readonly file?: string;
}

export interface OpReply {
  readonly id: number;
  readonly ok: boolean;
  readonly result?: unknown;
  readonly error?: string;
}
