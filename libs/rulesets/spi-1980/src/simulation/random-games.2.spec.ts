import { propertyShardTest } from '@pratzen/rulesets/hex-kit/testing';
import { expectActivity, runShard } from './property';

propertyShardTest(2, runShard, expectActivity);
