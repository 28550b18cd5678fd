import type { TestServer } from './server';
import type {
  Action,
  Command,
  CommandResult,
  CreatedGame,
  StateView,
  Summary,
  ValidationReply,
} from './types';

export interface Played {
  readonly side: string;
  /** `<turn>/<phase>` when it was sent. */
  readonly phase: string;
  readonly command: Command;
  readonly result: CommandResult;
}

/** How a simple client plays: how much it does per phase, and which move it likes. */
export interface TurnPolicy {
  readonly movesPerPhase: number;
  /** Attacks per Combat Phase while EndPhase is offered (always, while it is not). */
  readonly attacksPerPhase: number;
  /** Which of a unit's MoveUnit options to take (undefined: try another unit). */
  pickMove(side: string, options: readonly Action[]): Action | undefined;
}

/**
 * Plays a hex game through REST the way a simple client would: every command read from the
 * legal actions (a unit's moves by `?unit=&type=MoveUnit`, attacks validated first and their
 * preview checked), pending decisions answered with their first option, each command posted with
 * the version it was chosen at. Used by the whole-game-turn tests of every hex ruleset.
 */
export class TurnPlayer {
  readonly played: Played[] = [];

  constructor(
    private readonly server: TestServer,
    private readonly game: CreatedGame,
    private readonly policy: TurnPolicy,
  ) {}

  tokenOf(side: string): string {
    const seat = this.game.seats[side];
    if (seat === undefined) throw new Error(`no seat ${side}`);
    return seat.token;
  }

  /** Plays from the current summary until `done` says stop; checks every step advanced. */
  async playUntil(done: (s: Summary) => boolean, maxCommands: number): Promise<Summary> {
    let s = await this.server.client.summary(this.game.game.id);
    for (let i = 0; i < maxCommands && !done(s); i++) {
      await this.playOne(s);
      const next = await this.server.client.summary(this.game.game.id);
      expect(next.version).toBeGreaterThan(s.version);
      s = next;
    }
    return s;
  }

  /** One command chosen the way a simple client would, posted with the version it read. */
  async playOne(s: Summary): Promise<void> {
    const { client } = this.server;
    const id = this.game.game.id;
    const side = s.pendingDecision?.side ?? s.activeSide;
    const token = this.tokenOf(side);
    const phase = `${s.turn}/${s.phase}`;
    const doneHere = this.played.filter((p) => p.side === side && p.phase === phase);
    const first = async (query: string): Promise<Command | undefined> =>
      (await client.actions(id, token, query))[0]?.command;
    let command: Command | undefined;
    if (s.pendingDecision !== null) {
      command = await first('');
    } else if (s.phase === 'movement' && doneHere.length < this.policy.movesPerPhase) {
      command = await this.moveOf(side, token);
    } else if (s.phase === 'combat') {
      command = await this.attackOf(token, doneHere.length);
    }
    command ??= (await first('?type=EndPhase')) ?? (await first(''));
    if (command === undefined) throw new Error(`nothing to do for ${side} in ${s.phase}`);
    const r = await client.command<CommandResult>(id, token, {
      ...command,
      expectedVersion: s.version,
    });
    expect(r.status).toBe(201);
    expect(r.body.version).toBe(s.version + r.body.events.length);
    this.played.push({ side, phase, command, result: r.body });
  }

  /** The first attack offered, validated first (its odds and outcome table previewed). */
  private async attackOf(token: string, doneHere: number): Promise<Command | undefined> {
    const { client } = this.server;
    const id = this.game.game.id;
    const attacks = await client.actions(id, token, '?type=Attack');
    const end = await client.actions(id, token, '?type=EndPhase');
    const attack = attacks[0];
    if (attack === undefined || (end.length > 0 && doneHere >= this.policy.attacksPerPhase)) {
      return undefined;
    }
    const check = await client.post<ValidationReply>(`/v1/games/${id}/commands/validate`, {
      token,
      body: attack.command,
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ valid: true, preview: { odds: expect.any(String) } });
    expect(check.body.preview?.outcomes).toHaveLength(6);
    return attack.command;
  }

  /** A MoveUnit from the legal actions of one of the side's units not moved yet. */
  private async moveOf(side: string, token: string): Promise<Command | undefined> {
    const id = this.game.game.id;
    const state = await this.server.client.get<StateView>(`/v1/games/${id}/state`, { token });
    const moved = new Set(
      this.played.filter((p) => p.command.type === 'MoveUnit').map((p) => p.command['unitId']),
    );
    const units = state.body.state.units.filter(
      (u) => u.side === side && u.location === 'map' && !moved.has(u.id),
    );
    for (const unit of units.slice(0, 12)) {
      const options: Action[] = await this.server.client.actions(
        id,
        token,
        `?unit=${unit.id}&type=MoveUnit`,
      );
      expect(options.every((o) => o.command['unitId'] === unit.id)).toBe(true);
      const pick = this.policy.pickMove(side, options);
      if (pick !== undefined) return pick.command;
    }
    return undefined;
  }
}
