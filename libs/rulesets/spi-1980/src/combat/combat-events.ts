/** PLACEHOLDER — the combat module owns and extends this union. */
export type CombatEvent = {
  readonly type: 'AttackResolved';
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
};
