import { describeBotGames } from './bot-games';

describeBotGames('spi-1980');
