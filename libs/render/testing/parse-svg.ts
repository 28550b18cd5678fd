import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Parses a picture with a real XML parser, refusing anything it would only warn about, and
 * checks that the root is an SVG element: returns the root, or throws with the parser's message.
 */
export function parseSvg(svg: string): Element {
  const parser = new DOMParser({
    onError: (level: string, message: string) => {
      throw new Error(`${level}: ${message}`);
    },
  });
  const doc = parser.parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  if (root === null || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    throw new Error('the root element is not <svg> in the SVG namespace');
  }
  return root;
}

/** Every element under `root` (root included), in document order. */
export function elements(root: Element): Element[] {
  const out: Element[] = [];
  const walk = (n: Node): void => {
    if (n.nodeType === 1) out.push(n as Element);
    for (let c = n.firstChild; c !== null; c = c.nextSibling) walk(c);
  };
  walk(root);
  return out;
}

/** Every attribute value and every text node's content: all a reader of the picture can see. */
export function visibleStrings(root: Element): string[] {
  const out: string[] = [];
  const walk = (n: Node): void => {
    if (n.nodeType === 1) {
      const attrs = (n as Element).attributes;
      for (let i = 0; i < attrs.length; i++) out.push(attrs.item(i)?.value ?? '');
    } else if (n.nodeType === 3) out.push(n.nodeValue ?? '');
    for (let c = n.firstChild; c !== null; c = c.nextSibling) walk(c);
  };
  walk(root);
  return out;
}

/** The elements with `data-<name>` attributes, as their values. */
export const dataValues = (root: Element, name: string): string[] =>
  elements(root)
    .map((e) => e.getAttribute(`data-${name}`))
    .filter((v): v is string => v !== null);
