import { describeBotGames } from './bot-games';

describeBotGames('atw');
