import { hexRuleset } from '@pratzen/rulesets/hex-kit';
import type { DgCommand } from './commands';
import type { DgEvent } from './events';
import * as parts from './parts';
import type { DgState } from './state';

/** Decision Games *Austerlitz* (2006) as a Pratzen ruleset (a hex ruleset: hex kit). */
export const dg2006 = hexRuleset<DgState, DgCommand, DgEvent>(parts);
