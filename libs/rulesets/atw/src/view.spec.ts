import { REFEREE, sideViewer } from '@pratzen/engine';
import Ajv from 'ajv';
import { VIEW_SCHEMA } from './schemas';
import { position, unit } from './testing/positions';
import { view } from './view';

/**
 * The view shows each troop attribute the rules read that a player sees on the table (16.9 and
 * 20 rifles, 18.1 fanatics, 18.2 heavy weapons, 13.4 screen-capable), and its schema declares
 * them.
 */
describe('atw view: troop attributes on the table', () => {
  const s = position(
    [
      unit('r', 20, 10, 0, { type: 'light-infantry', options: ['rifles'] }),
      unit('m', 40, 10, 0),
      unit('z', 30, 30, 180, {
        side: 'french',
        grade: 'C',
        formation: 'column',
        options: ['irregular', 'fanatic', 'heavy-weapons'],
      }),
    ],
    { bare: true },
  );
  const byId = (id: string) => view(s, sideViewer('french')).units.find((u) => u.id === id)!;

  test('atw 16.9 / 20: a rifle-armed unit shows `rifles`; musket-armed units do not', () => {
    expect(byId('r')).toMatchObject({ rifles: true });
    expect(byId('m')).toMatchObject({ rifles: false });
  });

  test('atw 18.1 / 18.2: fanatics and heavy weapons are shown', () => {
    expect(byId('z')).toMatchObject({ fanatic: true, heavyWeapons: true, rifles: false });
    expect(byId('m')).toMatchObject({ fanatic: false, heavyWeapons: false });
  });

  test('atw view: every member of a unit is declared by VIEW_SCHEMA, and the view validates', () => {
    const unitSchema = (
      VIEW_SCHEMA as { properties: { units: { items: { properties: Record<string, unknown> } } } }
    ).properties.units.items;
    for (const key of Object.keys(byId('r')))
      expect(Object.keys(unitSchema.properties)).toContain(key);
    const validate = new Ajv({ strict: false }).compile(VIEW_SCHEMA);
    expect(validate(view(s, REFEREE)) ? [] : validate.errors).toEqual([]);
  });
});
