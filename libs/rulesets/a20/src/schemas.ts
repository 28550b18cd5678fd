import {
  commandSchema as command,
  shapeArray as array,
  shapeObject,
  unitIdSchema as unitId,
  unitIdsSchema as unitIds,
  type JsonSchema,
  type Shape,
} from '@pratzen/engine';
import { hexSchema as hex } from '@pratzen/rulesets/hex-kit';

/** X3.0 steps 4 and 6: one unit (or Dummy) and the hex it is set up in. */
const placement = shapeObject({ unitId, hex });

/**
 * JSON Schema of every command of the a20 ruleset, keyed by type: `A20Command` (commands.ts) is
 * derived from these.
 */
export const COMMAND_SCHEMAS = {
  EndPhase: command(
    'EndPhase',
    'N4.0: end the current phase (end-of-phase rolls follow: X9.81, N10.1, X4.1).',
    {},
  ),
  MoveUnit: command(
    'MoveUnit',
    'N6.0: move one unit; path lists the hexes entered from the first to the last.',
    { unitId, path: { ...array(hex), minItems: 1, maxItems: 12 } },
    ['unitId', 'path'],
  ),
  EnterReinforcement: command(
    'EnterReinforcement',
    "X11.6: a reinforcement enters on a free hex of its side's edge; III Corps first rolls its arrival.",
    { unitId, hex },
    ['unitId', 'hex'],
  ),
  Attack: command(
    'Attack',
    'N9.1: attack one adjacent enemy unit with the attackers (one battle; a unit attacks once a phase).',
    {
      attackers: unitIds,
      defender: unitId,
      reserve: {
        type: 'boolean',
        description: 'N12.0: spend a Morale Point on a reserve: +1 to this battle differential',
      } as Shape<boolean>,
    },
    ['attackers', 'defender'],
  ),
  Advance: command(
    'Advance',
    'N9.9: after a victory, one offered unit advances along the retreat path into the hex named.',
    { unitId, hex },
    ['unitId', 'hex'],
  ),
  DeclineAdvance: command('DeclineAdvance', 'N9.9: no (more) units advance after this battle.', {}),
  ReturnUnit: command(
    'ReturnUnit',
    'N10.2: a Broken unit rallied at night returns at a free friendly LOC hex in the Movement Phase.',
    { unitId, hex },
    ['unitId', 'hex'],
  ),
  ForcedMarch: command(
    'ForcedMarch',
    'N12.0: spend a Morale Point: one unit that has not moved gets +1 Movement Point this phase.',
    { unitId },
    ['unitId'],
  ),
  BoostRally: command(
    'BoostRally',
    "N12.0: spend a Morale Point: +1 on one unit's rally roll this Rally Phase (N10.1, N10.2).",
    { unitId },
    ['unitId'],
  ),
  BreakDown: command(
    'BreakDown',
    'N16.7 (optional rule cadres): an unmoved infantry unit of strength 2+ becomes two Cadres, in its hex and in the empty adjacent hex named, for a Morale Point.',
    { unitId, hex },
    ['unitId', 'hex'],
  ),
  Recombine: command(
    'Recombine',
    "N16.7.2 (optional rule cadres): two adjacent Cadres of one unit recombine into it in the first Cadre's hex.",
    { cadres: { ...unitIds, minItems: 2, maxItems: 2 } },
    ['cadres'],
  ),
  ChooseExchangeLosses: command(
    'ChooseExchangeLosses',
    "N9.5 EX: the attacking units that Break, printed strength totalling at least the defender's, none to spare.",
    { units: unitIds },
    ['units'],
  ),
  ChooseRetreat: command(
    'ChooseRetreat',
    "N9.8.6: a retreating unit's owner (a battle's defender or attackers, a countercharge's, a unit Routed by the ice) picks one of the routes offered: path lists the hexes entered, each nearer the route's LOC hex.",
    { path: { ...array(hex), minItems: 1, maxItems: 6 } },
    ['path'],
  ),
  ChooseCardTarget: command(
    'ChooseCardTarget',
    "N5.0: the unit a card names: Stragglers Return, one of the drawer's Broken units to roll for (none: decline); Weyrother's Disposition, the Allied unit that may not move (the French player names it).",
    { unitId },
    [],
  ),
  CommitReserve: command(
    'CommitReserve',
    "N12.0: the defender's answer to a declared battle: commit (true) spends a Morale Point for -1 to its differential; never the army's last point.",
    {
      commit: {
        type: 'boolean',
        description: 'spend a Morale Point on a reserve',
      } as Shape<boolean>,
    },
    ['commit'],
  ),
  Countercharge: command(
    'Countercharge',
    'N8.1: in the Reaction Phase, a reacting cavalry unit attacks one adjacent enemy unit alone.',
    { unitId, defender: unitId },
    ['unitId', 'defender'],
  ),
  Disengage: command(
    'Disengage',
    'N8.3: in the Reaction Phase, a reacting unit in an enemy ZOC moves one hex out of every enemy ZOC.',
    { unitId, hex },
    ['unitId', 'hex'],
  ),
  PrepareDeck: command(
    'PrepareDeck',
    'X3.0 / X17.0 step 3: set aside the Sun of Austerlitz and two random cards; the French player draws one blindly.',
    {},
  ),
  DrawEventCard: command(
    'DrawEventCard',
    'N5.0: the phasing player turns up the top card of the event deck and applies it.',
    {},
  ),
  PlayHeldCard: command(
    'PlayHeldCard',
    'X3.0 step 3: the French player plays his pre-selected card in lieu of drawing.',
    {},
  ),
  DeployFrench: command(
    'DeployFrench',
    'X3.0 step 4: every French unit (and up to two Dummies) face down; breakDown names the one infantry unit set up as two Cadres.',
    {
      placements: { ...array(placement), minItems: 1, maxItems: 12 },
      breakDown: unitId,
    },
    ['placements'],
  ),
  Reveal: command(
    'Reveal',
    'X3.0 step 5: reveal one face-down French counter, named by its label (French first, then alternately).',
    { counter: unitId },
    ['counter'],
  ),
  DeployAllied: command(
    'DeployAllied',
    'X3.0 step 6: every Allied unit in its zone, none next to a French counter.',
    { placements: { ...array(placement), minItems: 1, maxItems: 12 } },
    ['placements'],
  ),
} satisfies Readonly<Record<string, JsonSchema>>;
