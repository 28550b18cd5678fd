import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import { APP_CONFIG, type AppConfig } from '../config';
import { GamesModule } from '../games/games.module';
import { Metrics } from '../metrics/metrics';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
import { RulesetsModule } from '../rulesets/rulesets.module';
import { BotsResolver } from './bots.resolver';
import { CommandsResolver } from './commands.resolver';
import { CreatedGameResolver } from './created-game.resolver';
import { GameEventsResolver } from './game-events.resolver';
import { GameFieldsResolver } from './game-fields.resolver';
import { GamesResolver } from './games.resolver';
import { graphqlOptions } from './graphql.options';
import { RulesetsResolver } from './rulesets.resolver';
import { SeatTokenResolver } from './seat-token.resolver';
import { GraphqlSchemaController } from './schema.controller';
import { WsConnections } from './ws-connections';
import { TypedEventResolver, TypedGameFieldsResolver } from './typed/typed-fields.resolver';

/**
 * GraphQL at /graphql (queries and mutations over HTTP, subscriptions over graphql-ws on the
 * same path). Resolvers are thin and call the same services as the REST controllers.
 */
@Module({
  imports: [
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [RulesetsModule],
      inject: [GraphQLSchemaHost, APP_CONFIG, Metrics, RulesetRegistry],
      useFactory: (
        schemaHost: GraphQLSchemaHost,
        config: AppConfig,
        metrics: Metrics,
        rulesets: RulesetRegistry,
      ) => {
        const connections = new WsConnections(config);
        metrics.gauge(
          'pratzen_graphql_ws_connections',
          'graphql-ws connections open now (each may carry several subscriptions)',
          [],
          () => [[{}, connections.count()]],
        );
        return graphqlOptions(schemaHost, process.env, connections, rulesets.all());
      },
    }),
    GamesModule,
    RulesetsModule,
  ],
  controllers: [GraphqlSchemaController],
  providers: [
    RulesetsResolver,
    GamesResolver,
    CreatedGameResolver,
    GameFieldsResolver,
    CommandsResolver,
    GameEventsResolver,
    BotsResolver,
    SeatTokenResolver,
    TypedGameFieldsResolver,
    TypedEventResolver,
  ],
})
export class PratzenGraphqlModule {}
