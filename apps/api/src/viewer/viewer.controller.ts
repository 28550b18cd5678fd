import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ContentETag } from '../common/pipeline-step';
import { VIEWER_CSP, VIEWER_FILES, type ViewerFile, loadViewerFiles } from './viewer.assets';

/**
 * GET /viewer: the reference viewer (issue #15, item 3), a static page and its ES module and
 * style, each with a strict Content-Security-Policy, tagged by their bytes (304). HTML, not part of the API: left out of the
 * OpenAPI document.
 */
@ApiExcludeController()
@ContentETag()
@Controller('viewer')
export class ViewerController {
  private readonly files = loadViewerFiles();

  @Get()
  @Header('Cache-Control', 'no-cache')
  page(@Res({ passthrough: true }) reply: FastifyReply): Buffer {
    return this.send(reply, 'index.html');
  }

  @Get('viewer.js')
  @Header('Cache-Control', 'no-cache')
  script(@Res({ passthrough: true }) reply: FastifyReply): Buffer {
    return this.send(reply, 'viewer.js');
  }

  @Get('viewer.css')
  @Header('Cache-Control', 'no-cache')
  style(@Res({ passthrough: true }) reply: FastifyReply): Buffer {
    return this.send(reply, 'viewer.css');
  }

  @Get('favicon.svg')
  @Header('Cache-Control', 'no-cache')
  icon(@Res({ passthrough: true }) reply: FastifyReply): Buffer {
    return this.send(reply, 'favicon.svg');
  }

  private send(reply: FastifyReply, name: ViewerFile): Buffer {
    void reply
      .type(VIEWER_FILES[name])
      .header('Content-Security-Policy', VIEWER_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .header('Cross-Origin-Opener-Policy', 'same-origin');
    const body = this.files.get(name);
    if (body === undefined) throw new Error(`viewer file ${name} not loaded`);
    return body;
  }
}
