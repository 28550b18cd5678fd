import { Module } from '@nestjs/common';
import { LiveSubscribers } from '../common/live-subscribers';
import { GameCreatorGuard } from '../organisers/game-creator.guard';
import { GameCreators } from '../organisers/game-creators';
import { Organisers } from '../organisers/organisers';
import { RefereeAccess } from '../organisers/referee-access';
import { TournamentClaims } from '../organisers/tournament-claims';
import { RulesetsModule } from '../rulesets/rulesets.module';
import { CommandParser } from './commands/command-parser';
import { GameBoard } from './reads/game-board';
import { GameBoardController } from './http/game-board.controller';
import { GameCommandsController } from './http/game-commands.controller';
import { GameSeatsController } from './http/game-seats.controller';
import { SeatTokenReissue } from './commands/seat-token-reissue';
import { GameEventsController } from './http/game-events.controller';
import { GameRecordController, RecordsController } from './http/game-record.controller';
import { GameTable } from './reads/game-table';
import { GameTableController } from './http/game-table.controller';
import { GamesCommands } from './commands/games.commands';
import { GamesController } from './http/games.controller';
import { GamesFeed } from './live/games.feed';
import { GamesLive } from './live/games.live';
import { GamesProjection } from './reads/games.projection';
import { GamesRecords } from './records/games.records';
import { GamesRepository } from './repository/games.repository';
import { GamesReads } from './reads/games.reads';
import { GameCreation } from './commands/game-creation';
import { GameEventLog } from './reads/game-event-log';
import { GameSummaries } from './reads/game-summaries';
import { GameViewers } from './viewers/game-viewers';
import { GameEventStreams } from './live/games.sse';
import { RecordVerification } from './records/record-verification';
import { BotAdvisor } from '../bots/bot-advisor';
import { BotCatalogue } from '../bots/bot-catalogue';
import { BotRunner } from '../bots/bot-runner';
import { BotThinker, BotWorkers } from '../bots/bot-workers';
import { BotsController, GameBotsController } from '../bots/bots.controller';

/**
 * Games: REST controllers here; the GraphQL resolvers import this module and inject the role
 * services they call (GameCreation, GamesCommands, GameSummaries, GamesReads, GameEventLog,
 * GamesLive, GameViewers, RefereeAccess).
 */
@Module({
  imports: [RulesetsModule],
  controllers: [
    GamesController,
    GameCommandsController,
    GameSeatsController,
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
    SeatTokenReissue,
    GamesLive,
    GamesReads,
    GameCreation,
    GameSummaries,
    GameEventLog,
    GameViewers,
    GamesRecords,
    GameTable,
    GameBoard,
    RecordVerification,
    GameEventStreams,
    LiveSubscribers,
    Organisers,
    TournamentClaims,
    RefereeAccess,
    GameCreators,
    GameCreatorGuard,
    BotCatalogue,
    { provide: BotThinker, useClass: BotWorkers },
    BotRunner,
    BotAdvisor,
  ],
  exports: [
    GameCreation,
    GamesCommands,
    SeatTokenReissue,
    GameSummaries,
    GamesReads,
    GameEventLog,
    GamesLive,
    GameViewers,
    RefereeAccess,
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
