/** 4.6: the two ways to satisfy a Disengagement Check's one-CSP loss. */
export const DISENGAGEMENT_LOSSES = ['strength', 'disrupt'] as const;
export type DisengagementLoss = (typeof DISENGAGEMENT_LOSSES)[number];

export type MovementCommand =
  | {
      /** 4.0: move one unit hex by hex; `path` lists the hexes entered, first to last. */
      readonly type: 'MoveUnit';
      readonly unitId: string;
      readonly path: readonly string[];
      /** 4.7: after the last hex of `path`, leave the map across its edge (demoralized army only). */
      readonly exitMap?: boolean;
    }
  | {
      /**
       * 4.6: answers a Disengagement Check's "1": lose a CSP (the unit may move on with its
       * remaining MP) or become disrupted (it stops in the hex it entered).
       */
      readonly type: 'TakeDisengagementLoss';
      readonly loss: DisengagementLoss;
    }
  | {
      /** 4.4: the enemy of an overstacked hex's owner picks which units lose CSPs. */
      readonly type: 'ReduceOverstack';
      readonly losses: readonly { readonly unitId: string; readonly csp: number }[];
    };
