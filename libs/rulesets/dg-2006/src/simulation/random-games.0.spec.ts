import { propertyShardTest } from '@pratzen/rulesets/hex-kit/testing';
import { expectActivity, runShard } from './property';

propertyShardTest(0, runShard, expectActivity);
