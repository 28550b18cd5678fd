import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';
import { OpenApiDocument } from './openapi.document';

@Module({ controllers: [OpenApiController], providers: [OpenApiDocument] })
export class OpenApiModule {}
