import { describeBotGames, describeGreedyBeatsRandom } from './bot-games';

describeBotGames('a1805');
// greedy's estimate under the fog (libs/bots eval/a1805.ts) won 20 of 20 games against random.
describeGreedyBeatsRandom('a1805', 6);
