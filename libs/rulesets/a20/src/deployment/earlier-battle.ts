import { Emitter, type Dice, type LegalAction } from '@pratzen/engine';
import type { A20Command, CommandOf } from '../commands';
import { BOARD } from '../data/board';
import { COUNTERS } from '../data/counters';
import { CARD_IDS, SUN } from '../deck/cards';
import { shuffled } from '../deck/deck';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import { columnOf, isPond, onBoard } from './zones';

type Action = LegalAction<A20Command>;

/** X17.1 step 4: the French units the French player sets up freely (IV/2 and IV among them). */
export const EARLIER_FRENCH: readonly string[] = COUNTERS.filter(
  (c) => c.side === 'french' && c.setup.earlierBattle.kind === 'zone',
).map((c) => c.id);

/** X17.1 step 4: hexrows 05xx to 15xx inclusive (data/map.json deploymentZones.earlierBattle). */
const ZONE = (
  BOARD.raw.deploymentZones as { earlierBattle: { french: { columns: [number, number] } } }
).earlierBattle.french.columns;
export const inEarlierZone = (hex: string): boolean =>
  onBoard(hex) && columnOf(hex) >= ZONE[0] && columnOf(hex) <= ZONE[1];

/**
 * X17.1 step 3: before the deck is shuffled the French player is given the Sun of Austerlitz
 * (no blind pick, nothing set aside face down: the rules name the card, so it is no secret and
 * every seat and spectator sees it held, `open`); the rest is shuffled. DeckShuffled first, as in X3.0 step 3 (deck/deck.ts).
 */
export function decidePrepareEarlierDeck(state: A20State, dice: Dice): A20Decision {
  if (state.cards.prepared)
    return reject('DECK_ALREADY_PREPARED', 'X17.1 step 3', 'the French hold the Sun already');
  const order = shuffled(
    CARD_IDS.filter((c) => c !== SUN),
    dice,
    'N5.0 shuffle',
  );
  return {
    ok: true,
    events: [
      { type: 'DeckShuffled', order, setAside: [SUN], rule: 'X17.1 step 3' },
      { type: 'CardPreselected', card: SUN, open: true }, // given openly: both players know it
    ],
  };
}

/**
 * X17.1 step 4: the French free set-up, one command: every unit of `EARLIER_FRENCH` once, each in
 * an empty hex of hexrows 05xx-15xx. No Dummies and no Cadres (X3.0 step 4 is the Standard's);
 * the counters are face up (only X3.0 step 4 sets up face down). Play then opens with the Allied
 * Movement Phase of Turn 1 (X4.0; X5.0: no Allied Random Events Phase on the first game turn).
 */
export function decideEarlierFrench(
  state: A20State,
  command: CommandOf<'DeployFrench'>,
): A20Decision {
  if (state.phase !== 'setup' || state.fog.step !== 'french')
    return reject(
      'NOT_THIS_SET_UP_STEP',
      'X17.1',
      `this is not the set-up step for that (now: ${state.fog.step ?? 'play'})`,
    );
  if ((command.breakDown ?? null) !== null)
    return reject(
      'NOT_A_CADRE_UNIT',
      'X17.1 step 4',
      'no unit begins The Earlier Battle as Cadres (that is the Standard set-up, X3.0 step 4)',
    );
  const ids = command.placements.map((p) => p.unitId);
  const stray = ids.find((id) => !EARLIER_FRENCH.includes(id));
  if (stray !== undefined)
    return reject('NOT_A_FRENCH_SET_UP_UNIT', 'X17.1 step 4', `${stray} is not set up here`);
  if (new Set(ids).size !== ids.length || EARLIER_FRENCH.some((id) => !ids.includes(id)))
    return reject(
      'FRENCH_SET_UP_INCOMPLETE',
      'X17.1 step 4',
      `every one of ${EARLIER_FRENCH.join(', ')} once`,
    );
  const taken = new Set(
    state.units.flatMap((u) => (u.location === 'map' && u.hex !== null ? [u.hex] : [])),
  );
  const hexes = command.placements.map((p) => p.hex);
  if (hexes.some((h) => !onBoard(h) || taken.has(h)) || new Set(hexes).size !== hexes.length)
    return reject('BAD_SET_UP_HEX', 'N6.4', 'one counter per hex, every hex on the map');
  const out = command.placements.find((p) => !inEarlierZone(p.hex));
  if (out !== undefined)
    return reject(
      'OUTSIDE_SET_UP_ZONE',
      'X17.1 step 4',
      `${out.unitId} may not set up in ${out.hex}: hexrows 05xx-15xx only`,
      { unitId: out.unitId, hex: out.hex },
    );
  const em = new Emitter<A20State, A20Event>(state, evolve);
  em.emit({ type: 'FrenchSetUp', placements: command.placements });
  const { turn } = state;
  em.emit({
    type: 'PhaseEnded',
    turn,
    side: 'french',
    phase: 'setup',
    next: { turn, side: 'allied', phase: 'movement' },
  });
  return { ok: true, events: em.events };
}

/**
 * Canned French set-ups (legal actions; any other legal one is accepted when sent): on the
 * Pratzen heights, along the Goldbach, and forward towards Krzenowitz. Unit order follows
 * `EARLIER_FRENCH`: IG, Gr, IV, IV/2, V, Res/H, Res/L.
 */
const PLANS: readonly (readonly string[])[] = [
  ['0907', '0906', '1006', '1107', '1004', '1005', '1003'],
  ['0505', '0507', '0610', '0509', '0605', '0504', '0603'],
  ['1306', '1308', '1406', '1407', '1405', '1307', '1309'],
];

/** X17.1 steps 3-4 as legal actions: the Sun to the French, then the free French set-up. */
export function earlierSetupActions(state: A20State): Action[] {
  if (state.fog.step === 'prepare')
    return [{ command: { type: 'PrepareDeck' }, rule: 'X17.1 step 3' }];
  if (state.fog.step !== 'french') return [];
  return PLANS.flatMap((hexes) => {
    const placements = EARLIER_FRENCH.map((unitId, i) => ({ unitId, hex: hexes[i] ?? '' }));
    const ok = placements.every((p) => inEarlierZone(p.hex) && !isPond(p.hex));
    return ok
      ? [{ command: { type: 'DeployFrench', placements } as A20Command, rule: 'X17.1 step 4' }]
      : [];
  });
}
