import { el, escapeXml, num, points, text } from './svg';
import { parseSvg } from '../testing/parse-svg';

describe('svg primitives', () => {
  test.each([
    [0, '0'],
    [-0, '0'],
    [1, '1'],
    [1.5, '1.5'],
    [-2.25, '-2.25'],
    [0.0004, '0'],
    [0.0005, '0.001'],
    [-0.0005, '-0.001'],
    [12.125, '12.125'],
    [1e21, '1000000000000000000000'],
    [1 / 3, '0.333'],
  ])('num(%p) is %p', (value, printed) => {
    expect(num(value)).toBe(printed);
  });

  test('num refuses NaN and infinities (a bug, never data)', () => {
    expect(() => num(Number.NaN)).toThrow(RangeError);
    expect(() => num(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test('escapeXml escapes markup, quotes and control characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
    expect(escapeXml('a\nb\u0001c\uD800d')).toBe('a&#10;b\uFFFDc\uFFFDd');
    expect(escapeXml('Žuráň')).toBe('Žuráň');
  });

  test('hostile text in elements and attributes still parses as one element with that text', () => {
    const hostile = `"/><script>alert(1)</script><x a='`;
    const doc = `<svg xmlns="http://www.w3.org/2000/svg">${el('g', { 'data-unit': hostile }, [text(hostile, { x: 1, y: 2 })])}</svg>`;
    const root = parseSvg(doc);
    const g = root.getElementsByTagName('g').item(0);
    expect(g?.getAttribute('data-unit')).toBe(hostile);
    expect(root.getElementsByTagName('script').length).toBe(0);
    expect(root.getElementsByTagName('text').item(0)?.textContent).toBe(hostile);
  });

  test('undefined attributes are left out, order is kept', () => {
    expect(el('rect', { x: 1, y: undefined, fill: 'red' })).toBe('<rect x="1" fill="red"/>');
    expect(
      points([
        [1, 2.5],
        [-3, 0],
      ]),
    ).toBe('1,2.5 -3,0');
  });
});
