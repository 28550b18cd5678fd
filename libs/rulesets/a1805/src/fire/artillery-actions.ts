import { type LegalAction, isViolation } from '@pratzen/engine';
import { withinDistance } from '@pratzen/geometry';
import type { A1805Command, FireArtillery } from '../commands';
import { U } from '../data/catalogue';
import { TEMPLATES } from '../data/crt';
import { centreOf, unitRing } from '../movement/pose';
import type { A1805State } from '../state';
import { FIRE_PHASES, firingSide, gunProblem, plan } from './artillery';

/** Fire actions: each battery that may fire, at each enemy unit it can hit with each ammunition (concentrations: the `unitIds` subset). */
export function artilleryActions(state: A1805State): LegalAction<A1805Command>[] {
  if (!(FIRE_PHASES as readonly string[]).includes(state.phase)) return [];
  const side = firingSide(state);
  const guns = state.units.filter((g) => g.side === side && gunProblem(state, g, g.id) === null);
  const targets = state.units.filter((u) => u.side !== side && u.attachedTo === null);
  const out: LegalAction<A1805Command>[] = [];
  for (const gun of guns) {
    for (const ammunition of ['canister', 'round-shot'] as const) {
      const reach = TEMPLATES[ammunition].length + TEMPLATES[ammunition].farWidth + U;
      const centre = centreOf(gun.kind, gun);
      for (const t of targets) {
        if (unitRing(t).every((c) => !withinDistance(centre, c, reach))) continue;
        const command: FireArtillery = {
          type: 'FireArtillery',
          unitIds: [gun.id],
          targetId: t.id,
          ammunition,
        };
        const p = plan(state, command);
        if (isViolation(p)) continue;
        const partners = guns.filter((g) => g.id !== gun.id).map((g) => g.id);
        out.push({
          command,
          ...(partners.length === 0
            ? {}
            : {
                space: {
                  vary: { '/unitIds': { kind: 'subset', of: [gun.id, ...partners], minItems: 1 } },
                  checks: [
                    { rule: '9.7', text: 'batteries combine fire only within ½ UM of each other' },
                    { rule: '9.5', text: 'each gun must face the target within a 45° pivot' },
                    { rule: '8.3', text: 'each gun must see the target (woods, settlements)' },
                    { rule: '8.6', text: 'each gun must see the target (hills)' },
                    { rule: '8.7', text: 'each gun must see the target (crestlines)' },
                    { rule: '8.8', text: 'each gun must see the target (units in line or square)' },
                    {
                      rule: '16.2',
                      text: "in fog each gun must see the target within the fog's range, or a friend within ½ UM must (9.8)",
                    },
                    {
                      rule: '16.3',
                      text: "in mist each gun must see the target within the mist's range",
                    },
                  ],
                },
              }),
        });
      }
    }
  }
  return out;
}
