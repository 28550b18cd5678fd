import { REFEREE, sideViewer } from '@pratzen/engine';
import { ApiProblem } from '../common/problem';
import type { GameSecrets } from '../games/repository/game-secrets';
import { hashToken, newToken, resolveViewer } from '../games/viewers/seat-tokens';
import { parseOrganiserTokens } from './organiser-config';
import { Organisers } from './organisers';

const OPEN = 'pzo_open_0123456789abcdefghijklmnopqrstuv';
const OPEN_NEXT = 'pzo_open2_0123456789abcdefghijklmnopqrst';
const CLUB = 'pzo_club_0123456789abcdefghijklmnopqrstuv';
const organisers = new Organisers({
  gameCreation: {
    organisers: parseOrganiserTokens(`open:${OPEN},club:${CLUB},open:${OPEN_NEXT}`),
    anonymousGames: true,
    anonymousCreate: { perSecond: 1, burst: 1 },
  },
});

describe('organiser tokens', () => {
  test('a bearer token resolves to its organiser; anything else to none', () => {
    expect(organisers.identify(`Bearer ${OPEN}`)).toBe('open');
    expect(organisers.identify(`bearer ${OPEN_NEXT}`)).toBe('open');
    expect(organisers.identify(`Bearer ${CLUB}`)).toBe('club');
    for (const header of [
      undefined,
      '',
      OPEN,
      `Basic ${OPEN}`,
      `Bearer ${OPEN}x`,
      'Bearer pzt_x',
    ]) {
      expect(organisers.identify(header)).toBeNull();
    }
  });

  test('the token of the organiser who created a game is that game’s referee credential', () => {
    const seat = newToken();
    const secrets: GameSecrets = {
      seed: null,
      seatTokenHashes: { french: hashToken(seat) },
      refereeTokenHash: hashToken(newToken()),
      organiser: 'open',
    };
    const organiserOf = (hash: Buffer) => organisers.byHash(hash);
    expect(resolveViewer(secrets, `Bearer ${OPEN}`, organiserOf)).toEqual(REFEREE);
    expect(resolveViewer(secrets, `Bearer ${OPEN_NEXT}`, organiserOf)).toEqual(REFEREE);
    expect(resolveViewer(secrets, `Bearer ${seat}`, organiserOf)).toEqual(sideViewer('french'));
    // Another organiser, or a game created anonymously: not a credential (401).
    expect(() => resolveViewer(secrets, `Bearer ${CLUB}`, organiserOf)).toThrow(ApiProblem);
    const anonymous: GameSecrets = { ...secrets, organiser: null };
    expect(() => resolveViewer(anonymous, `Bearer ${OPEN}`, organiserOf)).toThrow(ApiProblem);
  });
});
