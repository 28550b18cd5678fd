import { describeBotGames, describeGreedyBeatsRandom } from './bot-games';

describeBotGames('dg-2006');
// greedy with eval/dg-2006.ts won 20 of 20 games against random; two games (one on each side)
// keep this suite short (a DG bot game is several seconds).
describeGreedyBeatsRandom('dg-2006', 2);
