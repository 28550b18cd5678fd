import { SPECTATOR, sideViewer } from '@pratzen/engine';
import type { UntypedPaths } from '@pratzen/rulesets/hex-kit';
import { frenchPlans, play, prepared } from './testing/standard';
import { view } from './view';
import type { A20View, A20ViewUnit } from './view-schema';

describe('the a20 view, its type derived from VIEW_SCHEMA (one source, no hand-kept mirror)', () => {
  it('every member of the view has a type (no schema member left untyped)', () => {
    // Checked by the type-check (jest only transpiles): compiles only while no path is untyped.
    const untyped: [UntypedPaths<A20View>] extends [never] ? 'none' : UntypedPaths<A20View> =
      'none';
    expect(untyped).toBe('none');
  });

  it('a member the schema does not describe, or describes otherwise, fails the type-check', () => {
    // Checked by the type-check: each @ts-expect-error line must stay an error.
    const faceDown: A20ViewUnit = {
      id: 'fr-counter-1',
      side: 'french',
      location: 'map',
      hex: '0403',
      routed: false,
      faceDown: true,
    };
    // @ts-expect-error `type` is one of UNIT_TYPES
    const wrongType: A20ViewUnit = { ...faceDown, type: 'hussars' };
    // @ts-expect-error no member `behind`: the schema has none (the unit behind a label)
    const extra: A20ViewUnit = { ...faceDown, behind: 'fr-ig' };
    // @ts-expect-error `hex` is a string or null
    const wrongHex: A20ViewUnit = { ...faceDown, hex: 403 };
    expect([faceDown, wrongType, extra, wrongHex].every((u) => u.faceDown)).toBe(true);
  });

  it('X3.0 step 4: a face-down counter reads as its label to the Allies, as its unit to the French', () => {
    const s = play(prepared(), frenchPlans(prepared())[1] ?? frenchPlans(prepared())[0]!);
    const label = s.fog.hidden[0];
    if (label === undefined) throw new Error('nothing face down');
    const allied: A20View = view(s, sideViewer('allied'));
    const french: A20View = view(s, sideViewer('french'));
    const spectator: A20View = view(s, SPECTATOR);
    const shown = allied.units.find((u) => u.id === label.label);
    expect(shown).toEqual({
      id: label.label,
      side: 'french',
      location: 'map',
      hex: expect.any(String),
      routed: false,
      faceDown: true,
    });
    expect(spectator.units.find((u) => u.id === label.label)).toEqual(shown);
    const own = french.units.find((u) => u.id === label.unitId);
    expect(own).toMatchObject({ faceDown: true, hex: shown?.hex });
    expect(own?.name).toEqual(expect.any(String));
    // the two Dummies: face down and a dummy to the French, labels like any other to the Allies
    const dummies = french.units.filter((u) => u.type === 'dummy' && u.location === 'map');
    expect(dummies.map((u) => u.faceDown)).toEqual([true, true]);
    expect(allied.units.some((u) => u.type === 'dummy' || u.dummy === true)).toBe(false);
    expect(JSON.stringify(allied)).not.toContain('fr-dummy');
    // X3.0 step 3: the pre-selected card, the French seat's only
    expect(french.cards.preselected).toEqual(s.cards.held);
    expect(s.cards.held).not.toBeNull();
    expect(allied.cards).toMatchObject({ holdsPreselected: true, preselected: null });
    expect(spectator.cards.preselected).toBeNull();
  });
});
