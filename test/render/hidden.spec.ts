import { type Command, REFEREE, SPECTATOR, type Viewer, sideViewer } from '@pratzen/engine';
import { renderBoard } from '@pratzen/render';
import { RULES, picture, play, setUp } from './games';
import { dataValues, parseSvg, visibleStrings } from '../../libs/render/testing/parse-svg';

interface Deployment {
  readonly unitId: string;
  readonly hex: string;
}

const spi = RULES['spi-1980']!;

/** SPI 12.0: the French write down the reserve's deployment; it stays theirs until revealed. */
function plotted(swap: boolean): { state: unknown; deployments: readonly Deployment[] } {
  const state = setUp(spi, 'historical');
  const [plot] = spi.legalActions(state, sideViewer('french'), { type: 'PlotReserveDeployment' });
  const command = plot!.command as unknown as { type: string; deployments: Deployment[] };
  let deployments = command.deployments;
  if (swap) {
    // another legal plot: the first two units of different hexes trade places
    const j = deployments.findIndex((d) => d.hex !== deployments[0]!.hex);
    deployments = deployments.map((d, i) =>
      i === 0
        ? { ...d, hex: deployments[j]!.hex }
        : i === j
          ? { ...d, hex: deployments[0]!.hex }
          : d,
    );
  }
  const next = play(spi, state, { ...command, deployments } as unknown as Command);
  return { state: next, deployments };
}

const svgOf = (state: unknown, viewer: Viewer): string => picture(spi, state, viewer);

describe('hidden information is never drawn', () => {
  test('12.0: the French seat and the referee see their plotted reserve; the Allies see nothing of it', () => {
    const { state, deployments } = plotted(false);
    const reserveIds = deployments.map((d) => d.unitId).sort();
    for (const viewer of [sideViewer('french'), REFEREE]) {
      const root = parseSvg(svgOf(state, viewer));
      expect(
        [...root.getElementsByTagName('g')]
          .filter((g) => g.getAttribute('class') === 'plotted')
          .map((g) => g.getAttribute('data-unit'))
          .sort(),
      ).toEqual(reserveIds);
    }
    for (const viewer of [sideViewer('allied'), SPECTATOR]) {
      const root = parseSvg(svgOf(state, viewer));
      expect(dataValues(root, 'unit').filter((id) => reserveIds.includes(id))).toEqual([]);
      // no attribute or text names a reserve unit, nor says anything was plotted where
      const strings = visibleStrings(root).join('\n');
      for (const id of reserveIds) expect(strings).not.toContain(id);
      expect(strings).not.toContain('plotted');
    }
  });

  test('12.0: once the plot is revealed it is no longer drawn as a plan', () => {
    const { state } = plotted(false);
    const view = spi.view(state, sideViewer('french')) as { reserve: Record<string, unknown> };
    const svg = renderBoard({
      geometry: 'hex',
      map: spi.map(),
      view: { ...view, reserve: { ...view.reserve, revealed: true } },
      caption: 'revealed',
    });
    expect(svgOf(state, sideViewer('french'))).toContain('class="plotted"');
    expect(svg).not.toContain('class="plotted"');
  });

  test('12.0: two different plots give the Allies byte-identical pictures', () => {
    const a = plotted(false);
    const b = plotted(true);
    expect(a.deployments).not.toEqual(b.deployments);
    expect(svgOf(a.state, sideViewer('french'))).not.toBe(svgOf(b.state, sideViewer('french')));
    expect(svgOf(a.state, sideViewer('allied'))).toBe(svgOf(b.state, sideViewer('allied')));
    expect(svgOf(a.state, SPECTATOR)).toBe(svgOf(b.state, SPECTATOR));
  });

  test('a1805 16.4.2: a chit shows where it stands to all, what it holds only to its side', () => {
    const a1805 = RULES['a1805']!;
    let state = setUp(a1805, 'historical');
    const side = a1805.status(state).activeSide;
    const other = side === 'french' ? 'allied' : 'french';
    const [deploy] = a1805.legalActions(state, sideViewer(side), { type: 'DeployChit' });
    state = play(a1805, state, deploy!.command);
    const units = (deploy!.command as unknown as { unitIds: string[] }).unitIds;
    expect(units.length).toBeGreaterThan(0);
    const own = parseSvg(picture(a1805, state, sideViewer(side)));
    const theirs = parseSvg(picture(a1805, state, sideViewer(other)));
    expect(dataValues(own, 'chit')).toEqual(dataValues(theirs, 'chit'));
    expect(dataValues(own, 'chit').length).toBe(1);
    const chitText = (root: typeof own): string | null | undefined =>
      [...root.getElementsByTagName('g')]
        .find((g) => g.getAttribute('class') === 'chit')
        ?.getElementsByTagName('text')
        .item(0)?.textContent;
    expect(chitText(own)).toBe(String(units.length));
    expect(chitText(theirs)).toBe('?');
    const seen = visibleStrings(theirs).join('\n');
    for (const id of units) expect(seen).not.toContain(id);
  });
});
