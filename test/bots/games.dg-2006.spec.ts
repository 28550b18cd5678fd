import { describeBotGames } from './bot-games';

describeBotGames('dg-2006');
