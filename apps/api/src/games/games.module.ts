import { Module } from '@nestjs/common';
import { LiveSubscribers } from '../common/live-subscribers';
import { GameCreatorGuard } from '../organisers/game-creator.guard';
import { GameCreators } from '../organisers/game-creators';
import { Organisers } from '../organisers/organisers';
import { RefereeAccess } from '../organisers/referee-access';
import { TournamentClaims } from '../organisers/tournament-claims';
import { RulesetsModule } from '../rulesets/rulesets.module';
import { CommandParser } from './command-parser';
import { GameBoard } from './game-board';
import { GameBoardController } from './game-board.controller';
import { GameCommandsController } from './game-commands.controller';
import { GameEventsController } from './game-events.controller';
import { GameRecordController, RecordsController } from './game-record.controller';
import { GameTable } from './game-table';
import { GameTableController } from './game-table.controller';
import { GamesCommands } from './games.commands';
import { GAMES_API } from './games.contract';
import { GamesController } from './games.controller';
import { GamesFeed } from './games.feed';
import { GamesLive } from './games.live';
import { GamesProjection } from './games.projection';
import { GamesRecords } from './games.records';
import { GamesRepository } from './games.repository';
import { GamesReads } from './games.reads';
import { GamesService } from './games.service';
import { GameEventStreams } from './games.sse';
import { RecordVerification } from './record-verification';
import { BotAdvisor } from '../bots/bot-advisor';
import { BotCatalogue } from '../bots/bot-catalogue';
import { BotRunner } from '../bots/bot-runner';
import { BotsController, GameBotsController } from '../bots/bots.controller';

/** Games: REST controllers here; GraphQL resolvers import this module and inject GAMES_API. */
@Module({
  imports: [RulesetsModule],
  controllers: [
    GamesController,
    GameCommandsController,
    GameEventsController,
    GameRecordController,
    RecordsController,
    GameTableController,
    GameBoardController,
    BotsController,
    GameBotsController,
  ],
  providers: [
    CommandParser,
    GamesRepository,
    GamesFeed,
    GamesProjection,
    GamesCommands,
    GamesLive,
    GamesReads,
    GamesService,
    GamesRecords,
    GameTable,
    GameBoard,
    RecordVerification,
    { provide: GAMES_API, useExisting: GamesService },
    GameEventStreams,
    LiveSubscribers,
    Organisers,
    TournamentClaims,
    RefereeAccess,
    GameCreators,
    GameCreatorGuard,
    BotCatalogue,
    BotRunner,
    BotAdvisor,
  ],
  exports: [
    GAMES_API,
    GamesRecords,
    GameTable,
    GameBoard,
    GameCreators,
    LiveSubscribers,
    BotCatalogue,
    BotRunner,
    BotAdvisor,
  ],
})
export class GamesModule {}
