import { type LegalAction, type RuleViolation, isViolation } from '@pratzen/engine';
import {
  facingOf,
  facingVector,
  normaliseFacing,
  tenthsToWire,
  ticksToWire,
} from '@pratzen/geometry';
import { STRIPED_ZONE_CHECK } from './striped-zone';
import type { A1805Command, HideUnits, MoveChit, PlaceChitUnits } from '../commands';
import { U, blockOf, unitSpec } from '../data/catalogue';
import { AREAS, type Area, CHITS } from '../data/strategic';
import type { A1805Event } from '../events';
import type { A1805State, HeldUnit, Placing } from '../state';
import { CHIT_DEPLOYMENT, type Formation, type Side, enemyOf } from '../vocabulary';
import { decideDeployChit, decideHideUnits, decideMoveChit } from './chit-commands';
import { type PlacedPose, placeUnits, roomFor } from './placement';
import { compositionProblem, freeBoxes } from './chit-rules';

type Action = LegalAction<A1805Command>;
const accepted = (r: A1805Event[] | RuleViolation): boolean => !isViolation(r);
const um = (t: number): number => ticksToWire(t);

/** A chit's worth of units from an area's reserve: one infantry, one cavalry, one artillery (16.4.2.1). */
function groupOf(units: readonly HeldUnit[]): string[] {
  const pick: string[] = [];
  for (const kind of ['infantry', 'cavalry', 'artillery'] as const) {
    const u = units.find(
      (x) => x.kind === kind && compositionProblem([...pick, x.id].map((id) => ({ id }))) === null,
    );
    if (u !== undefined) pick.push(u.id);
  }
  if (pick.length === 0) {
    const hq = units.find((x) => x.kind === 'hq');
    if (hq !== undefined) pick.push(hq.id);
  }
  return pick;
}

/** Candidate spots of an area, nearest the enemy first (a grid of 1 UM, inset ½ UM). */
function spotsOf(area: Area, side: Side): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let x = area.minX + U / 2; x < area.maxX; x += U) {
    for (let y = area.minY + U / 2; y < area.maxY; y += U) out.push({ x, y });
  }
  // the French are to the west, the Allies to the east (data/strategic.json)
  return out.sort((a, b) => (side === 'french' ? b.x - a.x : a.x - b.x) || a.y - b.y);
}

/**
 * 16.4.2.3: the deploying side's choices — per area holding its reserve, a chit of troops at the
 * first legal spot nearest the enemy, and a decoy; with an action space (x, y, box, units).
 */
function deploymentActions(state: A1805State, side: Side): Action[] {
  if (state.fog.allowance[side] <= 0) return [];
  const boxes = freeBoxes(state, side);
  const box = boxes[0];
  if (box === undefined) return [];
  const out: Action[] = [];
  let decoyOffered = state.fog.decoys[side] <= 0;
  for (const area of AREAS.filter((a) => a.side === side)) {
    const reserve = state.fog.reserve.filter((u) => u.side === side && u.area === area.id);
    const groups: string[][] = reserve.length > 0 ? [groupOf(reserve)] : [];
    if (!decoyOffered) groups.push([]);
    for (const unitIds of groups) {
      const spot = spotsOf(area, side).find((p) =>
        accepted(
          decideDeployChit(state, { type: 'DeployChit', box, x: um(p.x), y: um(p.y), unitIds }),
        ),
      );
      if (spot === undefined) continue;
      if (unitIds.length === 0) decoyOffered = true;
      out.push({
        command: { type: 'DeployChit', box, x: um(spot.x), y: um(spot.y), unitIds },
        space: {
          vary: {
            '/x': { kind: 'interval', min: um(area.minX), max: um(area.maxX), unit: 'UM' },
            '/y': { kind: 'interval', min: um(area.minY), max: um(area.maxY), unit: 'UM' },
            '/box': { kind: 'choice', options: boxes },
            '/unitIds': {
              kind: 'subset',
              of: reserve.map((u) => u.id),
              minItems: 0,
              maxItems: 4,
            },
          },
          checks: [
            {
              rule: '16.4.2.1',
              text: 'up to 1 infantry + 1 artillery; 2 cavalry + 1 horse artillery; 1 infantry + 1 cavalry + 1 artillery; none: a decoy',
            },
            { rule: '16.4.2.4', text: `units of this area (${area.name}) only` },
            { rule: '16.4.2.5', text: 'at least 3 UM from every enemy unit and chit' },
            { rule: '16.4.2', text: 'a decoy (no units) while decoys are left' },
            { rule: '7.1', text: 'on no unit or chit' },
            { rule: '16.4.1.6', text: STRIPED_ZONE_CHECK },
            { rule: '3.1', text: 'wholly on the table' },
            { rule: '6.7', text: 'out of ponds' },
          ],
        },
      });
    }
  }
  return out;
}

/** Eight directions, 2 UM and 1 UM: the straight moves a chit may make (16.4.2.6). */
function chitMoves(state: A1805State): Action[] {
  const out: Action[] = [];
  for (const chit of state.fog.chits) {
    if (chit.side !== state.attacker || state.moved.includes(chit.id)) continue;
    let first: MoveChit | null = null;
    for (const length of [CHITS.allowance, CHITS.allowance / 2]) {
      for (let f = 0; f < 3600; f += 450) {
        const v = facingVector(f, length);
        const command: MoveChit = {
          type: 'MoveChit',
          chitId: chit.id,
          x: um(chit.x + v.x),
          y: um(chit.y + v.y),
        };
        if (!accepted(decideMoveChit(state, command))) continue;
        first ??= command;
        out.push({
          command,
          space: {
            vary: {
              '/x': {
                kind: 'interval',
                min: um(chit.x - CHITS.allowance),
                max: um(chit.x + CHITS.allowance),
                unit: 'UM',
              },
              '/y': {
                kind: 'interval',
                min: um(chit.y - CHITS.allowance),
                max: um(chit.y + CHITS.allowance),
                unit: 'UM',
              },
            },
            checks: [
              {
                rule: '16.4.2.6',
                text: 'a straight move of at most 2 UM, out of ponds, ending on no unit or chit',
              },
              { rule: '16.4.2.7', text: 'stops where an enemy unit or chit first detects it' },
              { rule: '7.1', text: 'ending on no unit or chit' },
              { rule: '16.4.1.6', text: STRIPED_ZONE_CHECK },
              { rule: '3.1', text: 'wholly on the table' },
              { rule: '6.7', text: 'crossing no pond' },
            ],
          },
        });
      }
    }
  }
  return out;
}

/** The facing from the chit towards the nearest enemy unit (else the enemy's side of the table). */
function facingTowardsEnemy(state: A1805State, p: Placing): number {
  const enemy = state.units.filter((u) => u.side === enemyOf(p.side));
  let best: { dx: number; dy: number; d: number } | null = null;
  for (const e of enemy) {
    const dx = e.x - p.x;
    const dy = e.y - p.y;
    const d = dx * dx + dy * dy;
    if (d > 0 && (best === null || d < best.d)) best = { dx, dy, d };
  }
  return best === null ? (p.side === 'french' ? 900 : 2700) : facingOf({ x: best.dx, y: best.dy });
}

/**
 * 16.4.2.8: ways to place a revealed chit's units, found by trying arrangements (side by side,
 * then one behind the other; facing the enemy, then turned) and keeping those the rules accept.
 */
function arrangedPlacements(state: A1805State, p: Placing): Action[] {
  const troops = p.units.filter((u) => u.kind !== 'hq');
  const hqs = p.units.filter((u) => u.kind === 'hq');
  const towards = facingTowardsEnemy(state, p);
  const out: Action[] = [];
  const formationsFor = (u: HeldUnit, narrow: boolean): Formation =>
    u.kind === 'artillery' ? 'limbered' : u.kind === 'hq' ? 'none' : narrow ? 'column' : 'line';
  for (const turn of [0, 900, -900, 1800]) {
    const facing = normaliseFacing(towards + turn);
    for (const narrow of [false, true]) {
      for (const back of [0, U / 2, U]) {
        const behind = facingVector(facing, back);
        const units: PlaceChitUnits['units'][number][] = [];
        // the first unit on the chit, the next to its right, the next to its left…, 0.1 UM apart
        const extent = { right: 0, left: 0 };
        troops.forEach((u, i) => {
          const formation = formationsFor(u, narrow);
          const width = blockOf(u.kind, formation)?.width ?? U;
          const toRight = i % 2 === 1;
          const shift =
            i === 0 ? 0 : Math.round((toRight ? extent.right : extent.left) + U / 10 + width / 2);
          if (i === 0) {
            extent.right = width / 2;
            extent.left = width / 2;
          } else if (toRight) extent.right = shift + width / 2;
          else extent.left = shift + width / 2;
          const off = facingVector(normaliseFacing(facing + (toRight ? 900 : 2700)), shift);
          const x = p.x - behind.x + off.x;
          const y = p.y - behind.y + off.y;
          units.push({ unitId: u.id, x: um(x), y: um(y), facing: tenthsToWire(facing), formation });
        });
        // an HQ attached to a unit of its chit (one each, 7.1), else standing behind the first
        hqs.forEach((h, i) => {
          const host = units[i];
          if (host !== undefined) {
            units.push({ ...host, unitId: h.id, formation: 'none', attachedTo: host.unitId });
            return;
          }
          const first = troops[0];
          const depth =
            first === undefined
              ? 0
              : (blockOf(first.kind, formationsFor(first, narrow))?.depth ?? 0);
          const rear = facingVector(facing, back + depth + U / 5);
          units.push({
            unitId: h.id,
            x: um(p.x - rear.x),
            y: um(p.y - rear.y),
            facing: tenthsToWire(facing),
            formation: 'none',
          });
        });
        const command: PlaceChitUnits = { type: 'PlaceChitUnits', chitId: p.chitId, units };
        if (accepted(placeUnits(state, command))) out.push({ command });
        if (out.length >= 3) return out;
      }
    }
  }
  return out;
}

/**
 * When no arrangement fits (a crowded spot, a pond, the table's edge): each unit in turn where
 * the server's search finds room (roomFor); a unit with none goes back to the strategic map.
 */
function searchedPlacement(state: A1805State, p: Placing): Action[] {
  const placed: PlacedPose[] = [];
  const troops = p.units.filter((u) => u.kind !== 'hq');
  let waiting = [...troops, ...p.units.filter((h) => h.kind === 'hq')];
  // passes until no unit finds room: one placed later may make room for one that found none
  for (let progress = true; progress && waiting.length > 0;) {
    progress = false;
    const left: typeof waiting = [];
    for (const u of waiting) {
      const host =
        u.kind === 'hq'
          ? placed.find(
              (x) =>
                troops.some((t) => t.id === x.unitId) &&
                !placed.some((o) => o.attachedTo === x.unitId),
            )
          : undefined;
      const pose =
        host !== undefined
          ? { ...host, unitId: u.id, formation: 'none', attachedTo: host.unitId }
          : roomFor(state, p, placed, u);
      if (pose === null) left.push(u);
      else {
        placed.push(pose);
        progress = true;
      }
    }
    waiting = left;
  }
  const returned = waiting.map((u) => u.id);
  const command: PlaceChitUnits = {
    type: 'PlaceChitUnits',
    chitId: p.chitId,
    units: placed,
    ...(returned.length === 0 ? {} : { returned }),
  };
  return accepted(placeUnits(state, command)) ? [{ command }] : [];
}

/** 16.4.2.8: ways to place a revealed chit's units (arranged, else one by one). */
function placementActions(state: A1805State, p: Placing): Action[] {
  const arranged = arrangedPlacements(state, p);
  const actions = arranged.length > 0 ? arranged : searchedPlacement(state, p);
  // 13.11.1.1.3: each placement once per cavalry unit the owner may name as disorganized
  const choose = p.choose ?? [];
  if (choose.length === 0) return actions;
  return choose.flatMap((id) =>
    actions.map((a) => ({ ...a, command: { ...a.command, disorganized: id } }) as Action),
  );
}

/** 16.4.2.8.2: each unit that may hide again alone, in the first free box. */
function hideActions(state: A1805State): Action[] {
  const box = freeBoxes(state, state.attacker)[0];
  if (box === undefined) return [];
  return state.fog.revealed.flatMap((id): Action[] => {
    const command: HideUnits = { type: 'HideUnits', unitIds: [id], box };
    return unitSpec(id)?.kind !== 'hq' && accepted(decideHideUnits(state, command))
      ? [{ command }]
      : [];
  });
}

/**
 * What the fog's chits allow the side to act now: placing a revealed chit's units (nothing else
 * may happen meanwhile: `exclusive`), deploying chits, moving them, hiding again.
 */
export function chitActions(state: A1805State): { actions: Action[]; exclusive: boolean } {
  const placing = state.fog.placing[0];
  if (placing !== undefined) return { actions: placementActions(state, placing), exclusive: true };
  if (state.phase === CHIT_DEPLOYMENT && state.deploying !== null) {
    return { actions: deploymentActions(state, state.deploying), exclusive: false };
  }
  if (state.phase === 'movement') return { actions: chitMoves(state), exclusive: false };
  if (state.phase === 'rally' && state.weather === 'fog') {
    return { actions: hideActions(state), exclusive: false };
  }
  return { actions: [], exclusive: false };
}
