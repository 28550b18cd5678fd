export { type AnyRuleset } from './ruleset';
export { canonicalJson } from './canonical-json';
export {
  type Envelope,
  type StoredLike,
  domainEventOf,
  envelopeOf,
  gameIdOfStream,
  gameStream,
  isGameId,
  secretsStream,
  storedPartsOf,
} from './envelope';
export {
  type DiceMode,
  type GameCreatedData,
  type LegacySeats,
  GAME_CREATED,
  publicGameCreated,
  seatsOf,
} from './game-created';
export { type GameStart, gameSetupOf, initialGameOf, initialStateOf } from './setup';
export { foldEvent, foldEvents } from './fold';
export {
  type PublicView,
  CHAIN_VERSION,
  REDACTED,
  eventSeenBy,
  gameCreatedSeenBy,
  hiddenPartGiven,
  hiddenPartOf,
  isChain2,
  omit,
  publicEnvelopeOf,
  spectatorView,
  storedPublicOf,
} from './public-form';
export { type EventMeta, type SaltOf, type ViewedEvent, viewOfEvent } from './view';
