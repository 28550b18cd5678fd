import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ContentETag } from '../common/pipeline-step';
import { OpenApiDocument } from './openapi.document';

/**
 * GET /openapi.json, serialised once and tagged by its bytes (304); rendered for people at
 * `/reference` (home/, Swagger UI).
 */
@ApiExcludeController()
@ContentETag()
@Controller()
export class OpenApiController {
  private json: { readonly of: object; readonly text: string } | undefined;

  constructor(private readonly document: OpenApiDocument) {}

  @Get('openapi.json')
  get(@Res({ passthrough: true }) reply: FastifyReply): string {
    const document = this.document.get();
    if (this.json?.of !== document) this.json = { of: document, text: JSON.stringify(document) };
    void reply.type('application/json; charset=utf-8');
    return this.json.text;
  }
}
