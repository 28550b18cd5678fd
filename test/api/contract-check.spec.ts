import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContractCheck } from './support/contract-check';

/**
 * The contract test's checker can fail: a stand-in server answering what the document does not
 * say (a summary without its members, an undeclared status, an undeclared media type, a
 * seat's route answered without a token) gets each reported, grouped.
 */
describe('ContractCheck refuses what openapi/openapi.yaml does not say (#32)', () => {
  let server: Server;
  let check: ContractCheck;
  const id = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '';
      if (url === `/v1/games/${id}`) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id, version: 'seven' }));
      } else if (url === `/v1/games/${id}/victory`) {
        response.writeHead(418, { 'content-type': 'application/json' });
        response.end('{}');
      } else if (url === `/v1/games/${id}/events`) {
        response.writeHead(200, { 'content-type': 'text/csv' });
        response.end('a,b');
      } else {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ version: 1, events: [] }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    check = await ContractCheck.open(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a wrong body, an undeclared status and media type, a token route answered without one', async () => {
    await check.get(`/v1/games/${id}`);
    await check.get(`/v1/games/${id}/victory`);
    await check.get(`/v1/games/${id}/events`);
    await check.post(`/v1/games/${id}/commands`, { body: { type: 'EndPhase' } });
    const report = check.report();
    expect(report).toMatch(
      /GamesController_summary 200 \/: must have required property 'rulesetId'/,
    );
    expect(report).toMatch(/GamesController_victory 418 status: status 418 is not declared/);
    expect(report).toMatch(/GameEventsController_list 200 content-type: text\/csv is not among/);
    expect(report).toMatch(/GameCommandsController_submit 201 security: answered without a token/);
    expect(check.requests).toBe(4);
  });
});
