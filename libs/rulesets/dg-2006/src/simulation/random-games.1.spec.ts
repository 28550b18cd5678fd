import { propertyShardTest } from '@pratzen/rulesets/hex-kit/testing';
import { expectActivity, runShard } from './property';

propertyShardTest(1, runShard, expectActivity);
