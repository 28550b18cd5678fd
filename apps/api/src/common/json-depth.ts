import { ApiProblem } from './problem';

/**
 * Deepest nesting of arrays and objects accepted in any JSON a client sends (request bodies,
 * GraphQL variables and JSON-scalar values). Far above anything a command, a set-up or a query
 * needs, far below what the recursive code downstream (validation, schema checks, canonical
 * JSON) can take before the stack overflows.
 */
export const MAX_JSON_DEPTH = 400;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests deeper than `max`, read in one pass over its characters with a
 * counter, not a recursion (so a hostile text cannot overflow the check itself). Brackets inside
 * strings do not count. The text need not be valid JSON: the parser judges that afterwards.
 */
export function jsonTextTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Whether a parsed value nests deeper than `max` (arrays and objects), walked with an explicit
 * stack rather than a recursion. Each container is visited once, so the cost is the value's size.
 */
export function jsonValueTooDeep(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > max) return true;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** The 400 problem for JSON nested deeper than MAX_JSON_DEPTH. */
export const jsonTooDeep = (where: string): ApiProblem =>
  ApiProblem.badRequest(
    'JSON_TOO_DEEP',
    `${where} nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep`,
  );
