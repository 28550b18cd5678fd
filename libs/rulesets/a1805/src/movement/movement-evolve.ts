import { moveWithRiders } from '@pratzen/rulesets/freeform-kit';
import type { UnitMoved } from '../events';
import type { A1805State } from '../state';

/** Folds a move: the unit's pose, its attached HQ riding with it (7.1), control (17.1.1.6). */
export function afterUnitMoved(state: A1805State, e: UnitMoved): A1805State {
  // the mover and its riders replaced in one copy of the array (a replay folds thousands)
  const moved = moveWithRiders(
    state.units,
    e.unitId,
    (u) => ({
      ...u,
      x: e.x,
      y: e.y,
      facing: e.facing,
      formation: e.formation,
      attachedTo: e.attachedTo ?? null,
    }),
    (u, id) => u.attachedTo === id,
    (u) => ({ ...u, x: e.x, y: e.y, facing: e.facing }),
  );
  if (moved === null) return state;
  const { units, before: mover } = moved;
  const control =
    e.passed.length === 0
      ? state.control
      : { ...state.control, ...Object.fromEntries(e.passed.map((id) => [id, mover.side])) };
  return {
    ...state,
    units,
    moved: [...state.moved, e.unitId],
    control,
    combats:
      e.attacks === undefined
        ? state.combats
        : declare(state.combats, e.attacks, e.unitId, mover.side, e.charge === 'yes'),
  };
}

/** 13.1, 13.13: an attack declared on `defender`, or one more unit joining the attack on it. */
function declare(
  combats: A1805State['combats'],
  defender: string,
  attacker: string,
  side: A1805State['attacker'],
  charge: boolean,
): A1805State['combats'] {
  const known = combats.find((c) => c.defender === defender && c.side === side);
  if (known === undefined) {
    return [
      ...combats,
      {
        defender,
        attackers: [attacker],
        side,
        bonus: 0,
        ongoing: false,
        ...(charge ? { chargers: [attacker] } : {}),
      },
    ];
  }
  return combats.map((c) =>
    c !== known
      ? c
      : {
          ...c,
          attackers: [...c.attackers, attacker],
          ...(charge ? { chargers: [...(c.chargers ?? []), attacker] } : {}),
        },
  );
}
