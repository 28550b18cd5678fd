import { Args, Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { type EventEnvelope, GameEvent, GameSummary } from '../../games/games.contract';
import { GameSummaries } from '../../games/reads/game-summaries';
import { GameTable } from '../../games/reads/game-table';
import { GamesReads } from '../../games/reads/games.reads';
import { GameViewers } from '../../games/viewers/game-viewers';
import { type GqlContext, viewerIn } from '../graphql-context';
import { given } from '../graphql.mappers';
import { JSONScalar } from '../json.scalar';
import { LegalActionsArgs, MeasureArgs, StateArgs } from '../models/args';
import { typedName } from './ruleset-types';

// Declared here with the JSON scalar; typed-schema.ts gives each its per-ruleset type
// (ruleset-types.ts TYPED_FIELDS). Each reads what its JSON twin reads, through the same service
// and the same redaction for the caller, and only tags the value with its GraphQL type.
const STORE_READ = 10;

/** `value` as a member of a typed union: the same object, its GraphQL type named. */
const tagged = <T extends object>(value: T, typename: string): T & { __typename: string } => ({
  ...value,
  __typename: typename,
});

/** A game's fields typed by its ruleset (typed-schema.ts). */
@Resolver(() => GameSummary)
export class TypedGameFieldsResolver {
  constructor(
    private readonly reads: GamesReads,
    private readonly viewers: GameViewers,
    private readonly table: GameTable,
  ) {}

  @ResolveField(() => JSONScalar, {
    description:
      "Where the game stands, typed by its ruleset (`<Ruleset>TurnStatus`): turn, phase and side to act as the ruleset's enums, the pending decision as its union.",
  })
  turnStatus(@Parent() game: GameSummary): object {
    return tagged(
      {
        turn: game.turn,
        phase: game.phase,
        activeSide: game.activeSide,
        pendingDecision: game.pendingDecision ?? null,
      },
      typedName.turnStatus(game.rulesetId),
    );
  }

  @ResolveField(() => JSONScalar, {
    nullable: true,
    complexity: STORE_READ,
    description:
      '`state`, typed by the ruleset (`<Ruleset>GameState`): the board as the caller may see it, now or after event `at`.',
  })
  async typedState(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args() { at }: StateArgs,
  ): Promise<object> {
    const view = await this.reads.state(
      game.id,
      await viewerIn(ctx, this.viewers, game.id),
      given(at),
    );
    return tagged(view, typedName.state(view.rulesetId));
  }

  @ResolveField(() => JSONScalar, {
    complexity: STORE_READ,
    description:
      '`legalActions`, typed by the ruleset and command type (`<Ruleset><Command>LegalAction`: `command` typed, the details beside it as REST gives them).',
  })
  async typedLegalActions(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args() { unit, type }: LegalActionsArgs,
  ): Promise<readonly object[]> {
    const viewer = await viewerIn(ctx, this.viewers, game.id);
    const actions = await this.reads.legalActions(game.id, viewer, {
      unitId: given(unit),
      type: given(type),
    });
    return actions.map((action) =>
      tagged(action, typedName.legalAction(game.rulesetId, action.command.type)),
    );
  }

  @ResolveField(() => JSONScalar, {
    complexity: STORE_READ,
    description: '`victory`, typed: each side (`sides` entries) with its points and breakdown.',
  })
  typedVictory(@Parent() game: GameSummary): Promise<object> {
    return this.reads.victory(game.id);
  }

  @ResolveField(() => JSONScalar, {
    complexity: STORE_READ,
    description:
      "`map`, typed: a `HexMap`, or a free-form game's `TableMap` (GeoJSON, table units).",
  })
  async typedMap(@Parent() game: GameSummary): Promise<object> {
    const map = (await this.table.map(game.id)) as object;
    return tagged(map, typedName.map(map));
  }

  @ResolveField(() => JSONScalar, {
    complexity: STORE_READ,
    description:
      "`measure`, typed (`Measurement`, in the ruleset's `unit`). Rulesets played on hexes: MEASURE_NOT_SUPPORTED (404).",
  })
  async typedMeasure(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args() { from, to }: MeasureArgs,
  ): Promise<object> {
    return this.table.measure(game.id, await viewerIn(ctx, this.viewers, game.id), from, to);
  }
}

/** Games' rulesets, looked up once per operation (each event of a page asks). */
const rulesetsByContext = new WeakMap<GqlContext, Map<string, Promise<string>>>();

/** An event typed by its game's ruleset and its type (`<Ruleset><Type>Event`). */
@Resolver(() => GameEvent)
export class TypedEventResolver {
  constructor(private readonly summaries: GameSummaries) {}

  @ResolveField(() => JSONScalar, {
    description:
      "This event typed by its game's ruleset and its type (`<Ruleset><Type>Event`: `data` and `meta` typed), redacted as the event is.",
  })
  async typed(@Parent() event: EventEnvelope, @Context() ctx: GqlContext): Promise<object> {
    let known = rulesetsByContext.get(ctx);
    if (known === undefined) rulesetsByContext.set(ctx, (known = new Map()));
    let rulesetId = known.get(event.gameId);
    if (rulesetId === undefined) {
      rulesetId = this.summaries.summary(event.gameId).then((s) => s.rulesetId);
      known.set(event.gameId, rulesetId);
    }
    return tagged(event, typedName.event(await rulesetId, event.type));
  }
}
