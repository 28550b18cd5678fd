import { HttpException, NotFoundException } from '@nestjs/common';
import { violation } from '@pratzen/engine';
import { ApiProblem } from './problem';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem, toProblem } from './problem.filter';

describe('toProblem', () => {
  test('a rule violation becomes 422 with its code, rule and ruleset', () => {
    const v = violation('spi-1980', 'ENEMY_OCCUPIED', '4.3', 'no entry', { hex: '1522' });
    expect(toProblem(ApiProblem.fromViolation(v))).toEqual({
      type: 'urn:pratzen:problem:enemy-occupied',
      title: 'Unprocessable Content',
      status: 422,
      detail: 'no entry',
      code: 'ENEMY_OCCUPIED',
      rule: '4.3',
      rulesetId: 'spi-1980',
      details: { hex: '1522' },
    });
  });

  test("framework errors keep their client status: Nest's 404, Fastify's statusCode", () => {
    expect(toProblem(new NotFoundException('Cannot GET /x'))).toMatchObject({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
    });
    expect(toProblem(new HttpException('Request body is too large', 413))).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const syntax = Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 });
    expect(toProblem(syntax)).toMatchObject({ status: 400, code: 'MALFORMED_JSON' });
  });

  test('anything else is a 500 that reveals nothing of the error', () => {
    const p = toProblem(new TypeError('secret path /etc/pratzen is broken'));
    expect(p).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(JSON.stringify(p)).not.toContain('secret');
    expect(toProblem(Object.assign(new Error('x'), { statusCode: 503 })).status).toBe(500);
  });
});

describe('sendProblem', () => {
  test('a 500 is logged with its method and path, never the query string', () => {
    const logged: unknown[][] = [];
    const reply = {
      sent: false,
      raw: { headersSent: false },
      header: () => reply,
      status: () => reply,
      send: () => reply,
    };
    const request = { method: 'GET', url: '/v1/games/g1/state?token=secret-q' };
    sendProblem(
      reply as unknown as FastifyReply,
      request as FastifyRequest,
      new TypeError('broken'),
      { error: (...args: unknown[]) => logged.push(args) },
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toBe('GET /v1/games/g1/state failed');
    expect(JSON.stringify(logged)).not.toContain('secret-q');
  });
});
