import { Controller, Get, Res } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { printSchema } from 'graphql';
import { ContentETag } from '../common/pipeline-step';

/**
 * `GET /graphql/schema.graphql`: the schema this server runs, as SDL (what introspection tells,
 * for codegen and IDEs without a round of introspection). Tagged by its bytes (304).
 */
@ApiExcludeController()
@ContentETag()
@Controller('graphql')
export class GraphqlSchemaController {
  private sdl: string | undefined;

  constructor(private readonly schemaHost: GraphQLSchemaHost) {}

  @Get('schema.graphql')
  schema(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.type('text/plain; charset=utf-8');
    this.sdl ??= printSchema(this.schemaHost.schema);
    return this.sdl;
  }
}
