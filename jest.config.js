/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Both cores: the property-test shards are CPU-bound and independent.
  maxWorkers: 2,
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  moduleNameMapper: {
    '^@pratzen/hex$': '<rootDir>/libs/hex/src',
    '^@pratzen/geometry$': '<rootDir>/libs/geometry/src',
    '^@pratzen/render$': '<rootDir>/libs/render/src',
    '^@pratzen/engine$': '<rootDir>/libs/engine/src',
    '^@pratzen/engine/testing$': '<rootDir>/libs/engine/src/testing',
    '^@pratzen/rulesets/spi-1980$': '<rootDir>/libs/rulesets/spi-1980/src',
    '^@pratzen/rulesets/spi-1980/(.*)$': '<rootDir>/libs/rulesets/spi-1980/src/$1',
    '^@pratzen/rulesets$': '<rootDir>/libs/rulesets/registry',
    '^@pratzen/rulesets/hex-kit$': '<rootDir>/libs/rulesets/hex-kit/src',
    '^@pratzen/rulesets/hex-kit/(.*)$': '<rootDir>/libs/rulesets/hex-kit/src/$1',
    '^@pratzen/rulesets/dg-2006$': '<rootDir>/libs/rulesets/dg-2006/src',
    '^@pratzen/rulesets/dg-2006/(.*)$': '<rootDir>/libs/rulesets/dg-2006/src/$1',
    '^@pratzen/rulesets/a1805$': '<rootDir>/libs/rulesets/a1805/src',
    '^@pratzen/rulesets/a1805/(.*)$': '<rootDir>/libs/rulesets/a1805/src/$1',
    '^@pratzen/audit$': '<rootDir>/libs/audit/src',
    '^@pratzen/event-store$': '<rootDir>/libs/event-store/src',
    '^@pratzen/event-store/testing$': '<rootDir>/libs/event-store/src/testing',
  },
};
