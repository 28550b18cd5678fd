import { Injectable } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
import { allowNulls } from './nullable';
import { addTypedShapes } from './typed-shapes';

/** The OpenAPI document, built from the decorated controllers once the app is initialised. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Pratzen')
    .setDescription(
      'Event-sourced rules engine for the wargames of Austerlitz (1805). Errors are RFC 9457 ' +
        'problem details (application/problem+json) with `code`, `rule`, `rulesetId`, `violations`.',
    )
    .setVersion('1')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: 'a seat or referee token (or the token of the organiser who created the game)',
    })
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'an organiser token (ORGANISER_TOKENS): creates tournament games, referees its games',
      },
      'organiser',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: 'METRICS_TOKEN, for GET /metrics when the server sets one',
      },
      'metrics',
    )
    .addServer('/', 'the server that serves this document (relative: whatever its host and port)')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  addTypedShapes(document, app.get(RulesetRegistry).all());
  allowNulls(document);
  // Tokens are opaque (`pzt_…` and the configured ones), not JWTs: no `bearerFormat` claims a
  // format (Nest's addBearerAuth says JWT by default).
  for (const scheme of Object.values(document.components?.securitySchemes ?? {})) {
    if ('bearerFormat' in scheme) delete scheme.bearerFormat;
  }
  // The document-wide default is no token (`[{}]`: the rulesets, a game's summary, health...);
  // the operations that read a token say so: a game's reads are open to spectators —
  // `security: [{}, {bearer: []}]`, set by @GameViewerRoute() — a seat's routes need a token
  // (`[{bearer: []}]`), creating and listing games take an organiser's (`[{}, {organiser: []}]`).
  document.security = [{}];
  return document;
}

/** Holds the document for GET /openapi.json (set by createApp after init). */
@Injectable()
export class OpenApiDocument {
  private document: OpenAPIObject | null = null;

  set(document: OpenAPIObject): void {
    this.document = document;
  }

  get(): OpenAPIObject {
    if (this.document === null) throw new Error('the OpenAPI document is built after init');
    return this.document;
  }
}
