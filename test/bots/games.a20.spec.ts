import { describeBotGames, describeGreedyBeatsRandom } from './bot-games';

describeBotGames('a20');
// greedy won 89 of 100 games against random (seeds 0–5 gave it 5 of 6).
describeGreedyBeatsRandom('a20', 6);
