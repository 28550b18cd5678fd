import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type EventStore, createEventStoreAsync } from '@pratzen/event-store';
import { APP_CONFIG, type AppConfig } from '../config';

/** Injection token of the EventStore port; the adapter is picked by configuration. */
export const EVENT_STORE = Symbol('EVENT_STORE');

/** Closes the store last, when the application shuts down (SIGTERM, app.close()). */
@Injectable()
class EventStoreCloser implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

@Global()
@Module({})
export class EventStoreModule {
  /** `store`: an already open store (tests); otherwise one is created from the config. */
  static register(store?: EventStore): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        {
          provide: EVENT_STORE,
          inject: [APP_CONFIG],
          // Async: PostgreSQL runs its migrations first, so a bad DATABASE_URL fails start-up.
          useFactory: async (config: AppConfig): Promise<EventStore> =>
            store ?? (await createEventStoreAsync(config.eventStore)),
        },
        EventStoreCloser,
      ],
      exports: [EVENT_STORE],
    };
  }
}
