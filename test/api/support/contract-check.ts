import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';

// openapi-backend requires @apidevtools/json-schema-ref-parser, an ES module that Jest's CommonJS
// runtime cannot load on Node 20. Given a document object with local references only, what
// openapi-backend asks of it is `parse` (the object itself) and `dereference` — here by
// dereference-json-schema, which openapi-backend itself uses in its quick mode.
jest.mock('@apidevtools/json-schema-ref-parser', () => {
  const { dereferenceSync } = jest.requireActual<{ dereferenceSync: (d: object) => object }>(
    'dereference-json-schema',
  );
  const refParser = {
    parse: (document: object) => Promise.resolve(document),
    resolve: () => Promise.reject(new Error('external references are not used')),
    dereference: (document: object) => Promise.resolve(dereferenceSync(document)),
  };
  return { __esModule: true, default: refParser };
});

/**
 * Every answer of the server checked against the committed OpenAPI document
 * (openapi/openapi.yaml) by an independent validator, openapi-backend (its own router and Ajv
 * compilation of the document, not the server's schemas): the operation found by method and path,
 * the status declared for it, the media type declared for that status, the body valid against that
 * media type's schema, the declared headers valid, and an anonymous success only where the
 * operation's `security` admits no token (`{}`).
 *
 * openapi-backend compiles response validators for `application/json` only; so that problem
 * details (`application/problem+json`) are validated too, the document it is given carries each
 * JSON-like media type's schema under `application/json` as well (the document itself is not
 * changed).
 */
export interface Violation {
  readonly operation: string;
  readonly status: number;
  /** Where in the body (a JSON Pointer), or the part of the answer (`status`, `content-type`). */
  readonly path: string;
  readonly message: string;
  /** The request that met it (the first one, when grouped). */
  readonly request: string;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed JSON body (null when the answer is not JSON or empty). */
  readonly body: unknown;
}

export interface RequestOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const DOCUMENT = path.join(__dirname, '../../../openapi/openapi.yaml');

function isJsonType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The document as openapi-backend is given it: JSON-like media types also as application/json. */
function forTheValidator(document: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(document) as { paths: Record<string, Record<string, Operation>> };
  for (const item of Object.values(copy.paths)) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation.responses ?? {})) {
        const content = response.content;
        if (content === undefined || content['application/json'] !== undefined) continue;
        const json = Object.entries(content).find(([type]) => isJsonType(type));
        if (json !== undefined) content['application/json'] = json[1];
      }
    }
  }
  return copy as unknown as Record<string, unknown>;
}

interface AjvError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
  readonly params: unknown;
}

/**
 * The errors worth reading: when a `oneOf`/`anyOf` fails, Ajv also lists why each branch failed;
 * a branch refusing the value's tag (an `enum` of one value: another event or command type) is
 * noise and left out, the rest (why the branch meant for the value refused it) is kept.
 */
function meaningful(errors: readonly AjvError[]): AjvError[] {
  const unions = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  return errors.filter(
    (e) =>
      !(
        e.keyword === 'enum' &&
        (e.params as { allowedValues?: unknown[] }).allowedValues?.length === 1 &&
        unions.some((u) => e.instancePath.startsWith(u.instancePath))
      ),
  );
}

/** ` (type X)`: the `type` (or `rulesetId`) of the value at `pointer` in `body`, if any. */
function tagOf(body: unknown, pointer: string): string {
  let value = body;
  for (const part of pointer.split('/').slice(1)) {
    value = (value as Record<string, unknown> | null)?.[
      part.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  }
  const record = value as Record<string, unknown> | null;
  const tag = record?.['type'] ?? record?.['rulesetId'];
  return typeof tag === 'string' ? ` (type ${tag})` : '';
}

export class ContractCheck {
  readonly violations: Violation[] = [];
  /** operationId → statuses seen (what the games reached). */
  readonly seen = new Map<string, Set<number>>();
  /** gameId → rulesetId, from the games created (to say which ruleset a violation is of). */
  private readonly rulesetOf = new Map<string, string>();
  private readonly document: { security?: Record<string, string[]>[] };
  private readonly api: OpenAPIBackend;
  requests = 0;

  private constructor(
    readonly base: string,
    document: Record<string, unknown>,
  ) {
    this.document = document;
    this.api = new OpenAPIBackend({
      definition: forTheValidator(document) as never,
      strict: true,
      validate: true,
      // the two string formats the document uses, which openapi-backend does not define
      customizeAjv: (ajv) =>
        ajv
          .addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
          .addFormat('date-time', {
            type: 'string',
            validate: (v: string) =>
              /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(v) &&
              !Number.isNaN(Date.parse(v)),
          }),
    });
  }

  static async open(base: string): Promise<ContractCheck> {
    const document = parse(readFileSync(DOCUMENT, 'utf8'), { maxAliasCount: -1 }) as Record<
      string,
      unknown
    >;
    const check = new ContractCheck(base, document);
    await check.api.init();
    return check;
  }

  /** Sends a request and checks its answer against the document. */
  async request(method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.base}${url}`, { method, headers, body });
    const text = await response.text();
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    let parsed: unknown = null;
    if (text.length > 0 && isJsonType(contentType)) parsed = JSON.parse(text);
    const answer = { status: response.status, headers: response.headers, text, body: parsed };
    this.check(method, url, headers['authorization'] !== undefined, answer, contentType);
    return answer;
  }

  get(url: string, options?: RequestOptions): Promise<Answer> {
    return this.request('GET', url, options);
  }

  post(url: string, options?: RequestOptions): Promise<Answer> {
    return this.request('POST', url, options);
  }

  private check(
    method: string,
    url: string,
    withToken: boolean,
    answer: Answer,
    contentType: string,
  ): void {
    this.requests += 1;
    const [pathname = '', search = ''] = url.split('?');
    const query = Object.fromEntries(new URLSearchParams(search));
    const request = `${method} ${url}`;
    const matched = this.api.matchOperation({ method, path: pathname, query, headers: {} }) as
      Operation | undefined;
    const operationId = matched?.operationId;
    const game = /^\/v1\/games\/([^/]+)/.exec(pathname)?.[1];
    const ruleset = game === undefined ? undefined : this.rulesetOf.get(game);
    const fail = (status: number, where: string, message: string) =>
      this.violations.push({
        operation: `${operationId ?? `${method} ${pathname}`}${ruleset ? ` [${ruleset}]` : ''}`,
        status,
        path: where,
        message,
        request,
      });
    const { status } = answer;
    const created = answer.body as { game?: { id?: unknown; rulesetId?: unknown } } | null;
    if (status === 201 && typeof created?.game?.id === 'string') {
      this.rulesetOf.set(created.game.id, String(created.game.rulesetId));
    }
    if (operationId === undefined) {
      fail(status, 'operation', 'no operation of the document matches this method and path');
      return;
    }
    let statuses = this.seen.get(operationId);
    if (statuses === undefined) this.seen.set(operationId, (statuses = new Set()));
    statuses.add(status);
    const declared = matched?.responses?.[String(status)] ?? matched?.responses?.['default'];
    if (declared === undefined) {
      fail(status, 'status', `status ${status} is not declared for this operation`);
      return;
    }
    const security = matched?.security ?? this.document.security ?? [];
    const anonymousAllowed =
      security.length === 0 || security.some((s) => Object.keys(s).length === 0);
    if (!withToken && status < 300 && !anonymousAllowed) {
      fail(status, 'security', 'answered without a token, but `security` requires one');
    }
    const content = declared.content;
    const hasBody = answer.text.length > 0;
    if (content === undefined || Object.keys(content).length === 0) {
      if (hasBody && method !== 'HEAD')
        fail(status, 'content-type', `undeclared body (${contentType})`);
      return;
    }
    if (!hasBody) return;
    if (content[contentType] === undefined) {
      fail(
        status,
        'content-type',
        `${contentType} is not among the declared ${Object.keys(content).join(', ')}`,
      );
      return;
    }
    if (isJsonType(contentType)) {
      const result = this.api.validateResponse(answer.body, operationId, status);
      for (const error of meaningful(result.errors ?? [])) {
        const params = JSON.stringify(error.params);
        // a union that no branch matched: say which tag the value had
        const tag =
          error.keyword === 'oneOf' || error.keyword === 'anyOf'
            ? tagOf(answer.body, error.instancePath)
            : '';
        fail(
          status,
          error.instancePath || '/',
          `${error.message ?? error.keyword} ${params}${tag}`,
        );
      }
    }
    const headers = Object.fromEntries(answer.headers.entries());
    const headerResult = this.api.validateResponseHeaders(headers, operationId, {
      statusCode: status,
    });
    for (const error of headerResult.errors ?? []) {
      fail(status, `header ${error.instancePath}`, error.message ?? error.keyword);
    }
  }

  /** The violations grouped by operation, status, path and message, with a count and an example. */
  report(): string {
    const groups = new Map<string, { count: number; first: Violation }>();
    for (const v of this.violations) {
      const where = v.path.replace(/\/\d+(?=\/|$)/g, '/*');
      const key = `${v.operation} ${v.status} ${where}: ${v.message}`;
      const group = groups.get(key);
      if (group === undefined) groups.set(key, { count: 1, first: v });
      else group.count += 1;
    }
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, { count, first }]) => `${key}  (×${count}; e.g. ${first.request})`)
      .join('\n');
  }
}
