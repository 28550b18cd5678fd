import { Injectable } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
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
    .addServer('http://localhost:3000', 'the embedded default (PORT=3000)')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  addTypedShapes(document, app.get(RulesetRegistry).all());
  // A token is optional everywhere: without one the caller is a spectator (api.md). `{}` says so.
  document.security = [{ bearer: [] }, {}];
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
