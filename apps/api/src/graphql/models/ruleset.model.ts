import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../json.scalar';

@ObjectType('Scenario')
export class ScenarioModel {
  @Field(() => ID) id!: string;
  @Field() title!: string;
}

@ObjectType('OptionalRule')
export class OptionalRuleModel {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field({ description: 'The rule case that defines it, e.g. "15.2".' }) rule!: string;
}

@ObjectType('Ruleset', { description: 'A rule system the server plays.' })
export class RulesetModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'Semantic version of the rules code and data.' }) version!: string;
  @Field() title!: string;
  @Field() publisher!: string;
  @Field(() => Int) year!: number;
  @Field({ description: '`hex` or `free-form`.' }) geometry!: string;
  @Field({
    description:
      'What rule distances are counted in: `hex`, or a table unit (`UM`, `inch`) for free-form rulesets.',
  })
  distanceUnit!: string;
  @Field(() => [String], { description: 'Lower-case side ids, e.g. `french`, `allied`.' })
  sides!: string[];
  @Field(() => [String], { description: 'Lower-case phase ids, e.g. `rally`, `movement`.' })
  phases!: string[];
  @Field(() => [ScenarioModel]) scenarios!: ScenarioModel[];
  @Field(() => [OptionalRuleModel]) optionalRules!: OptionalRuleModel[];
  @Field({
    description:
      '`published`, `reconstruction` (data rebuilt where the rulebook lacks it) or `mixed`.',
  })
  provenance!: string;
  @Field(() => JSONScalar, { description: 'JSON Schema of each command type, keyed by type.' })
  commands!: unknown;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'JSON Schema of a custom set-up (`setup` in createGame); null when none.',
  })
  setupSchema!: unknown;
  @Field(() => JSONScalar, {
    nullable: true,
    description:
      'JSON Schema of an army list (`army` in validateArmy) for rulesets whose armies are bought by points; null when none.',
  })
  armySchema!: unknown;
}
