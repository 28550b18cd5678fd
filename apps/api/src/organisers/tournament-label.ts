import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, buildMessage } from 'class-validator';
import unhomoglyph from 'unhomoglyph';

/**
 * Tournament labels are compared (a label belongs to the organiser who first used it,
 * tournament-claims.ts; games are listed by label) after normalisation, so that two labels a
 * reader cannot tell apart are one label or refused (issue #27 item 4):
 *
 * - NFKC (full-width, ligatures and other compatibility forms become their plain letters);
 * - white space trimmed and every run of it inside made one space;
 * - refused: control characters (NUL...), format characters (zero-width spaces and joiners,
 *   bidirectional controls), private-use and unassigned code points, surrogates;
 * - refused: letters of more than one script, except the mixes Unicode's "highly restrictive"
 *   level allows (UTS #39 §5.2: Latin with Han and Hiragana/Katakana, with Han and Bopomofo,
 *   with Han and Hangul). A Cyrillic `у` among Latin letters is refused; a label wholly in
 *   another script is allowed, and compared by its skeleton (below).
 */

/** The longest label the DTOs accept (`@Length(1, 100)`). */
export const LABEL_MAX_LENGTH = 100;

/**
 * The label's confusable skeleton (Unicode UTS #39 §4): NFD, each character replaced by its
 * prototype in Unicode's confusables.txt, NFD again. Two labels with one skeleton look alike
 * ("Сор" in Cyrillic letters and "Cop", "Ｃup" and "Cup") and are one label for the claims
 * (tournament-claims.ts). The data is Unicode's "Recommended confusable mapping for IDN", as
 * the npm package `unhomoglyph` ships it (Unicode 13.0.0's confusables.txt). Not for display: the
 * skeleton of "m" is "rn". A label longer than the DTOs accept is returned as it is (the body is
 * refused anyway; no work for a 256 KiB string before that).
 */
export function labelSkeleton(label: string): string {
  if (label.length > LABEL_MAX_LENGTH) return label;
  return unhomoglyph(label.normalize('NFD')).normalize('NFD');
}

/** The label as compared, stored and listed: NFKC, trimmed, inner white space single. */
export function normaliseLabel(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\s+/gu, ' ');
}

const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u2028\u2029]/u;

/** Scripts a label's letters may mix, as sets (Common and Inherited mix with any). */
const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The scripts a check tells apart (those a look-alike of a Latin letter may come from, and more). */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Georgian',
  'Cherokee',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
  'Thai',
  'Devanagari',
  'Coptic',
  'Lisu',
  'Tifinagh',
] as const;
const SCRIPT_RE = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** The scripts of the label's letters (letters of scripts not listed count as 'Other'). */
function scriptsOf(label: string): Set<string> {
  const found = new Set<string>();
  for (const ch of label) {
    if (!/\p{L}/u.test(ch)) continue;
    const script = SCRIPT_RE.find(([, re]) => re.test(ch))?.[0] ?? 'Other';
    found.add(script);
  }
  return found;
}

/** Why the (already normalised) label is refused, or null when it is fine. */
export function labelProblem(label: string): string | null {
  if (label.length === 0) return 'is empty once trimmed';
  if (FORBIDDEN.test(label)) {
    return 'holds a control, format (zero-width, bidirectional) or unassigned character';
  }
  const scripts = scriptsOf(label);
  if (scripts.size > 1 && !ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.has(s)))) {
    return `mixes letters of several scripts (${[...scripts].join(', ')}), which look alike`;
  }
  return null;
}

/** A string property holding a tournament label: normalised, then checked (VALIDATION_FAILED). */
export function TournamentLabel(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? normaliseLabel(value) : value,
    ),
    ValidateBy({
      name: 'tournamentLabel',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || labelProblem(value) === null,
        defaultMessage: buildMessage(
          (each, args) =>
            `${each}$property ${typeof args?.value === 'string' ? (labelProblem(args.value) ?? '') : ''}`,
        ),
      },
    }),
  );
}
