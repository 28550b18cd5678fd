export * from './verify/index';
