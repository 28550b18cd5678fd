/**
 * The few SVG primitives the pictures are made of, written so that the same input always gives
 * the same bytes: attributes in the order given, numbers printed by `num` (fixed rules, never
 * exponent notation), every text from data escaped by `escapeXml`.
 */

// eslint-disable-next-line no-control-regex -- exactly the characters escapeXml rewrites
const NEEDS_ESCAPE = /[&<>"'\u0000-\u001f\ud800-\udfff\ufffe\uffff]/;

/** Escapes text for an XML text node or a double-quoted attribute (and drops what XML 1.0 forbids). */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else if (ch === "'") out += '&apos;';
    else if (code === 0x9 || code === 0xa || code === 0xd) out += `&#${code};`;
    else if (
      code < 0x20 ||
      (code >= 0xd800 && code <= 0xdfff) ||
      code === 0xfffe ||
      code === 0xffff
    )
      out += '\uFFFD';
    else out += ch;
  }
  return out;
}

/**
 * A number as SVG prints it: at most three decimals, rounded half away from zero, no trailing
 * zeros, no `-0`, never exponent notation. Throws on NaN or an infinity (a bug, never data:
 * callers check data first).
 */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  // Beyond 2^53 thousandths a double has no decimals left: print the integer, never `1e+21`.
  if (Math.abs(value) >= 1e15) return BigInt(Math.round(value)).toString();
  const thousandths = Math.round(Math.abs(value) * 1000);
  if (thousandths === 0) return '0';
  const sign = value < 0 ? '-' : '';
  const whole = Math.floor(thousandths / 1000);
  const frac = thousandths % 1000;
  if (frac === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(frac).padStart(3, '0').replace(/0+$/, '')}`;
}

export type Attrs = Readonly<Record<string, string | number | undefined>>;

function attrText(attrs: Attrs): string {
  let out = '';
  for (const key in attrs) {
    const v = attrs[key];
    if (v === undefined) continue;
    out += ` ${key}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  }
  return out;
}

/** An element; `children` are already-built elements (strings), joined without separators. */
export function el(name: string, attrs: Attrs = {}, children: readonly string[] = []): string {
  const open = `<${name}${attrText(attrs)}`;
  return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${name}>`;
}

/** A text element holding `text` (escaped). */
export function text(content: string, attrs: Attrs): string {
  return `<text${attrText(attrs)}>${escapeXml(content)}</text>`;
}

/** A points list for polygon/polyline: `x,y x,y …`. */
export const points = (pts: readonly (readonly [number, number])[]): string =>
  pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

/** A `<title>` (tooltips in a browser). */
export const title = (content: string): string => `<title>${escapeXml(content)}</title>`;

/** The whole document: `width` × `height` pixels over the user-space `viewBox`. */
export function svgDocument(
  viewBox: readonly [number, number, number, number],
  size: { readonly width: number; readonly height: number },
  label: string,
  body: readonly string[],
): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        version: '1.1',
        viewBox: viewBox.map(num).join(' '),
        width: size.width,
        height: size.height,
        role: 'img',
        'aria-label': label,
      },
      [title(label), ...body],
    ) +
    '\n'
  );
}
