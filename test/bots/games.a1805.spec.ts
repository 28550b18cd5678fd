import { describeBotGames } from './bot-games';

describeBotGames('a1805');
