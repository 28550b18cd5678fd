import * as hex from './index';

describe('@pratzen/hex public API', () => {
  test.each([
    'offsetToAxial',
    'axialToOffset',
    'parseLabel',
    'formatLabel',
    'labelToAxial',
    'axialToLabel',
    'neighbor',
    'neighbors',
    'directionTo',
    'oppositeDirection',
    'labelNeighbors',
    'areAdjacent',
    'distance',
    'labelDistance',
    'hexsideKey',
    'parseHexsideKey',
    'hexLine',
    'ring',
    'hexesWithin',
    'axialEquals',
    'axialKey',
    'rectangleLabels',
  ])('exports function %s', (name) => {
    expect(typeof (hex as Record<string, unknown>)[name]).toBe('function');
  });

  test('exports the vocabularies', () => {
    expect(hex.DIRECTIONS).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    expect(hex.OFFSET_PARITIES).toEqual(['even', 'odd']);
    expect(hex.DEFAULT_PARITY).toBe('even');
  });

  test('end to end: the hexes around 1521 on an SPI map', () => {
    const centre = hex.labelToAxial('1521');
    expect(centre).toBeDefined();
    if (!centre) return;
    const around = hex.ring(centre, 1).map((a) => hex.axialToLabel(a));
    expect(around).toEqual(['1520', '1620', '1621', '1522', '1421', '1420']);
    expect(hex.hexsideKey('1521', '1620')).toBe('1521/1620');
    expect(hex.labelDistance('1521', '1823')).toBe(4);
  });
});
