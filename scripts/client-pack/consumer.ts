// A consumer of the packed @pratzen/client, type-checked under `strict` by
// scripts/check-client-pack.sh against the installed tarball alone. Each @ts-expect-error is a
// typing the client promises: the line fails to compile when the promise is broken.
import {
  PratzenClient,
  compactPath,
  decodeCompactMoves,
  type CompactLegalMoves,
  type GameState,
  type SideOf,
} from '@pratzen/client';

export async function typedTurn(baseUrl: string): Promise<number> {
  const spi = new PratzenClient({ baseUrl }).ruleset('spi-1980');
  const created = await spi.createGame({ scenarioId: 'historical' });
  const french = created.seats.french; // seats keyed by the ruleset's sides
  // @ts-expect-error: SPI has no Prussian side
  void created.seats.prussian;
  if (french === undefined) return 0;
  const seat = spi.as(french.token);
  const moves = await seat.legalActions(created.game.id, { type: 'MoveUnit' });
  const unitIds: string[] = moves.map((a) => a.command.unitId); // typed by the filter
  // @ts-expect-error: SPI has no such command type
  await seat.legalActions(created.game.id, { type: 'FireArtillery' });
  const compact: CompactLegalMoves = await seat.client.legalMoves(created.game.id);
  const decoded = decodeCompactMoves(compact).map((d) => d.command.type);
  const path: string[] | null = compactPath(compact, unitIds[0] ?? '', '1513');
  const { state } = await seat.state(created.game.id); // Spi1980State, no narrowing
  const side: SideOf<'spi-1980'> = state.activeSide;
  // @ts-expect-error: a state has no such member
  void state.noSuchField;
  return decoded.length + (path?.length ?? 0) + side.length;
}

export const units = (view: GameState): number =>
  view.rulesetId === 'spi-1980' ? view.state.units.length : 0;
