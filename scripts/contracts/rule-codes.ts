/**
 * docs/rule-codes.md, for translators: every rule violation code a ruleset can answer (422, and
 * the codes a custom set-up's `violations` carry), with the rule cases it cites and its English
 * sentences. Read from the rulesets' sources with the TypeScript parser (the codes are string
 * literals where a violation is made), so the list cannot drift from the code:
 * `npm run contracts` writes it, `npm run contracts:check` fails when it is stale.
 *
 * A code is found where it is written:
 * - the first argument of `breach`, `reject`, `refuse` (a ruleset's violation helpers) or
 *   `wireError`, the second of `violation(rulesetId, code, rule, message)`; the next arguments
 *   are the rule case and the sentence (or the sentence alone, `refuse(code, message)`, where
 *   the next one is a sentence: it has a space or an interpolation);
 * - an object literal with a `code` and a `rule` or `message` member (set-up problems, tables);
 * - an array literal `[code, rule, message]` (tables of refusals).
 * A code only ever passed along (`refuse(first.code, ...)`) is listed where it was written.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One place a code is written: the rule case (null: none cited) and the sentence. */
interface Occurrence {
  readonly rule: string | null;
  readonly message: string | null;
}

export interface CodeEntry {
  readonly code: string;
  readonly rules: readonly string[];
  readonly messages: readonly string[];
}

export interface CodeSection {
  readonly id: string;
  readonly title: string;
  readonly folder: string;
  readonly codes: readonly CodeEntry[];
}

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^[A-Z]{4,}$/;
const CALLS: Readonly<Record<string, number>> = {
  breach: 0,
  reject: 0,
  refuse: 0,
  wireError: 0,
  violation: 1,
};

/** The literal strings an expression may be (`a ? 'X' : 'Y'` is both); null when not literal. */
function literals(node: ts.Expression | undefined): (string | null)[] | undefined {
  if (node === undefined) return undefined;
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (node.kind === ts.SyntaxKind.NullKeyword) return [null];
  if (ts.isConditionalExpression(node)) {
    const a = literals(node.whenTrue);
    const b = literals(node.whenFalse);
    return a === undefined || b === undefined ? undefined : [...a, ...b];
  }
  return undefined;
}

/** A sentence as written, each interpolation shown as `{…}` (its expression's last name). */
function sentence(node: ts.Expression | undefined, source: ts.SourceFile): string | null {
  if (node === undefined) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const name =
        span.expression
          .getText(source)
          .split(/[^\w]+/)
          .filter(Boolean)
          .pop() ?? '';
      text += `{${name}}${span.literal.text}`;
    }
    return text;
  }
  return null;
}

function occurrencesIn(file: string, into: Map<string, Occurrence[]>): void {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const add = (
    codes: (string | null)[] | undefined,
    rules: (string | null)[],
    message: string | null,
  ) => {
    for (const code of codes ?? []) {
      if (code === null || !CODE.test(code)) continue;
      const list = into.get(code) ?? [];
      for (const rule of rules) list.push({ rule, message });
      into.set(code, list);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const at = CALLS[node.expression.text];
      if (at !== undefined) {
        const args = node.arguments;
        const name = node.expression.text;
        // `refuse(code, message)` (no rule): the argument after the code is a sentence.
        const next = args[at + 1];
        const noRule =
          name === 'wireError' ||
          (next !== undefined && ts.isTemplateExpression(next)) ||
          (literals(next) ?? []).some((r) => r !== null && /\s/.test(r));
        const rules = noRule ? [null] : (literals(next) ?? [null]);
        add(literals(args[at]), rules, sentence(args[noRule ? at + 1 : at + 2], source));
      }
    } else if (ts.isObjectLiteralExpression(node)) {
      const member = (name: string): ts.Expression | undefined => {
        for (const p of node.properties) {
          if (ts.isPropertyAssignment(p) && p.name.getText(source) === name) return p.initializer;
        }
        return undefined;
      };
      const code = member('code');
      if (code !== undefined && (member('rule') !== undefined || member('message') !== undefined)) {
        add(
          literals(code),
          literals(member('rule')) ?? [null],
          sentence(member('message'), source),
        );
      }
    } else if (ts.isArrayLiteralExpression(node) && node.elements.length === 3) {
      const [code, rule, message] = node.elements as unknown as ts.Expression[];
      const rules = literals(rule);
      if (rules !== undefined && rules.every((r) => r === null || /^[\d.]+[a-z]?$/.test(r))) {
        add(literals(code), rules, sentence(message, source));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) out.push(full);
  }
  return out;
}

const byCase = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

/** The codes written in `folder` (relative to `root`), sorted by code. */
export function codesIn(root: string, folder: string): CodeEntry[] {
  const found = new Map<string, Occurrence[]>();
  for (const file of sourceFiles(path.join(root, folder))) occurrencesIn(file, found);
  return [...found.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, list]) => ({
      code,
      rules: [...new Set(list.map((o) => o.rule).filter((r): r is string => r !== null))].sort(
        byCase,
      ),
      messages: [
        ...new Set(list.map((o) => o.message).filter((m): m is string => m !== null)),
      ].sort(),
    }));
}
