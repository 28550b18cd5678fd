import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptionalHeader, lastEventId } from '../../common/http-headers';
import { ApiProblems } from '../../common/problem.dto';
import { GameETag } from './game-etag';
import { GameViewer, GameViewerRoute } from './game-viewer.guard';
import { EventsQueryDto, StreamQueryDto } from './games.dto';
import { GameEvent } from '../games.contract';
import { GameEventStreams } from '../live/games.sse';
import { GameEventLog } from '../reads/game-event-log';

@ApiTags('events')
@ApiProblems(400, 401, 404, 429)
@GameViewerRoute()
@Controller('v1/games/:gameId/events')
export class GameEventsController {
  constructor(
    private readonly log: GameEventLog,
    private readonly streams: GameEventStreams,
  ) {}

  @Get()
  @GameETag()
  @ApiOperation({
    summary: 'The event log as the caller may see it (hidden events become `Redacted`)',
  })
  @ApiOkResponse({ type: [GameEvent] })
  list(@Param('gameId') gameId: string, @GameViewer() viewer: Viewer, @Query() q: EventsQueryDto) {
    return this.log.events(gameId, viewer, q.from, q.limit);
  }

  @Get('stream')
  @ApiOperation({
    summary: 'The same, live, as server-sent events (`id:` = version)',
    description:
      'Open streams are bounded (SSE and graphql-ws together): 429 TOO_MANY_SUBSCRIPTIONS over SUBSCRIBERS_PER_ADDRESS for the client address, 503 SERVER_BUSY over SUBSCRIBERS_TOTAL, both with Retry-After. HEAD answers 200 with the same headers and no body.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'resume after this version' })
  @ApiOkResponse({
    description:
      'A `text/event-stream` (server-sent events) that stays open. First `retry: 2000`; then one ' +
      'message per event, in version order from `from` (or after `Last-Event-ID`): `id:` its ' +
      'version and one `data:` line, the JSON of an `EventEnvelopeDto` (the event envelope union ' +
      "by ruleset and type: exactly what GET …/events lists, as the caller may see it); a ': " +
      "keep-alive' comment every 15 s. No `event:` field (every message is the default `message`).",
    content: {
      'text/event-stream': {
        schema: {
          type: 'string',
          description:
            'SSE text: `id: <version>` and `data: <EventEnvelopeDto as JSON>` per message, ' +
            'messages separated by a blank line',
          example:
            'retry: 2000\n\nid: 1\ndata: {"gameId":"…","version":1,"type":"GameCreated","data":{…},"meta":{…}}\n\n',
        },
      },
    },
  })
  @ApiProblems(503)
  stream(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Query() q: StreamQueryDto,
    @OptionalHeader('last-event-id') lastId?: string,
  ) {
    const after = lastEventId(lastId) ?? (q.from ?? 1) - 1;
    // The stream is written on the raw response: headers set on the reply so far (CORS) go
    // there too.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    return this.streams.stream(request, reply, gameId, viewer, after);
  }
}
