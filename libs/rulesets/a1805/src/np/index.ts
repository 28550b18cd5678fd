export { NP_BOT_ID, type NpBot, createNpBot } from './bot';
export { type NpView, readView } from './read';
export { type Order, type OrderBook, assignOrders, tableOrder } from './orders';
export { type Attitude, type Odds, attitudeOf, groupsOf, oddsOf } from './groups';
