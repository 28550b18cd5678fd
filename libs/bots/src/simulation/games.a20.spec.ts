import { describeBotGames } from './bot-games';

describeBotGames('a20');
