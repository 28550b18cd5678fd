import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ContentETag } from '../common/pipeline-step';
import { ApiProblem } from '../common/problem';
import {
  DOC_NAME,
  HOME_CSP,
  HOME_FILES,
  MARKDOWN,
  SWAGGER_UI_FILES,
  type HomeAssets,
  type HomeFile,
  type SwaggerUiFile,
  loadHomeAssets,
} from './home.assets';

/** What `GET /` answers a client asking for JSON: where everything is. */
export const HOME_LINKS = {
  name: 'Pratzen',
  description:
    'An event-sourced rules engine for the wargames of the battle of Austerlitz (1805): REST and GraphQL.',
  links: {
    guide: '/docs/README.md',
    openapi: '/openapi.json',
    reference: '/reference',
    graphql: '/graphql',
    graphqlSchema: '/graphql/schema.graphql',
    viewer: '/viewer',
    rulesets: '/v1/rulesets',
    health: '/health',
    metrics: '/metrics',
  },
} as const;

/**
 * The first minutes (issue #32, item 4): `/` says what this is and links to the guide, the REST
 * reference (Swagger UI from `swagger-ui-dist`, served here), GraphQL, the viewer; `/docs/…` is
 * the guide (Markdown, as in the repository). HTML pages with a strict Content-Security-Policy;
 * not part of the API, so left out of the OpenAPI document. Tagged by their bytes (304).
 */
@ApiExcludeController()
@ContentETag()
@Controller()
export class HomeController {
  private readonly assets: HomeAssets = loadHomeAssets();

  /** HTML for a browser (`Accept: text/html`), the links as JSON for anything else. */
  @Get()
  home(
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer | typeof HOME_LINKS {
    void reply.header('Vary', 'Accept');
    if (accept !== undefined && /\btext\/html\b/i.test(accept))
      return this.page(reply, 'index.html');
    return HOME_LINKS;
  }

  @Get('home.css')
  style(@Res({ passthrough: true }) reply: FastifyReply): Buffer {
    return this.page(reply, 'home.css');
  }

  @Get('reference')
  reference(@Res({ passthrough: true }) reply: FastifyReply): Buffer {
    return this.page(reply, 'reference.html');
  }

  @Get('reference/:file')
  referenceFile(
    @Param('file') file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer {
    if (file === 'reference.js') return this.page(reply, 'reference.js');
    const body = Object.hasOwn(SWAGGER_UI_FILES, file)
      ? this.assets.swaggerUi.get(file as SwaggerUiFile)
      : undefined;
    if (body === undefined) throw notFound(`/reference/${file}`);
    secure(reply.type(SWAGGER_UI_FILES[file as SwaggerUiFile]));
    return body;
  }

  @Get('docs')
  guide(@Res({ passthrough: true }) reply: FastifyReply): void {
    void reply.redirect('/docs/README.md', 301);
  }

  @Get('docs/:page')
  doc(@Param('page') page: string, @Res({ passthrough: true }) reply: FastifyReply): Buffer {
    const body =
      page === 'README.md' || DOC_NAME.test(page) ? this.assets.docs.get(page) : undefined;
    if (body === undefined) throw notFound(`/docs/${page}`);
    secure(reply.type(MARKDOWN));
    return body;
  }

  private page(reply: FastifyReply, name: HomeFile): Buffer {
    secure(reply.type(HOME_FILES[name]));
    const body = this.assets.files.get(name);
    if (body === undefined) throw new Error(`home file ${name} not loaded`);
    return body;
  }
}

function secure(reply: FastifyReply): void {
  void reply
    .header('Content-Security-Policy', HOME_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cross-Origin-Opener-Policy', 'same-origin');
}

const notFound = (path: string): ApiProblem =>
  ApiProblem.notFound('ROUTE_NOT_FOUND', `no such page: ${path}`);
