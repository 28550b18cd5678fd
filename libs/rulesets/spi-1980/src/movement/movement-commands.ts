export type MovementCommand =
  | {
      /** 4.0: move one unit hex by hex; `path` lists the hexes entered, first to last. */
      readonly type: 'MoveUnit';
      readonly unitId: string;
      readonly path: readonly string[];
      /** 4.7: after the last hex of `path`, leave the map across its edge (demoralized army only). */
      readonly exitMap?: boolean;
      /** 4.6: how a Disengagement Check loss is taken: a CSP (default) or disruption (the unit stops). */
      readonly onDisengageLoss?: 'strength' | 'disrupt';
    }
  | {
      /** 4.4: the enemy of an overstacked hex's owner picks which units lose CSPs. */
      readonly type: 'ReduceOverstack';
      readonly losses: readonly { readonly unitId: string; readonly csp: number }[];
    };
