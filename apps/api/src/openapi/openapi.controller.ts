import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { OpenApiDocument } from './openapi.document';

/** GET /openapi.json (no Swagger UI: it would need @fastify/static). */
@ApiExcludeController()
@Controller()
export class OpenApiController {
  constructor(private readonly document: OpenApiDocument) {}

  @Get('openapi.json')
  get() {
    return this.document.get();
  }
}
