import { openField, toward } from './board-fixtures';

/**
 * A contact scene on an open field (clear hexes, plain hexsides, radius 2 around X). An enemy
 * placed at E (north of X) puts X, NW and NE in its ZOC; S1, S2 and SW are outside it. A second
 * enemy at NE also exerts a ZOC into X (two enemy hexes for 4.6) but not into NW or S1.
 */
export interface ContactScene {
  readonly X: string;
  readonly E: string;
  readonly NW: string;
  readonly NE: string;
  readonly SW: string;
  readonly S1: string;
  readonly S2: string;
}

export function contactScene(): ContactScene {
  const X = openField(2, 'an open field of radius 2');
  return {
    X,
    E: toward(X, 'N'),
    NW: toward(X, 'NW'),
    NE: toward(X, 'NE'),
    SW: toward(X, 'SW'),
    S1: toward(X, 'S'),
    S2: toward(X, 'S', 2),
  };
}
