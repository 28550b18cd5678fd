import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { FieldViolation } from '../../common/field-violation';
import { JSONScalar } from '../json.scalar';

@ObjectType('GameEvent', { description: "A stored event, redacted for the caller's view." })
export class GameEventModel {
  @Field(() => ID) gameId!: string;
  @Field(() => Int, { description: "1-based position in the game's stream." }) version!: number;
  @Field({ description: 'Past tense, e.g. `UnitMoved`.' }) type!: string;
  @Field(() => JSONScalar, { nullable: true }) data!: unknown;
  @Field(() => JSONScalar, {
    description: 'commandId, commandType, actor, recordedAt, rulesetVersion (and audit fields).',
  })
  meta!: unknown;
}

@ObjectType('CommandResult')
export class CommandResultModel {
  @Field(() => Int, { description: 'The stream version after the command.' }) version!: number;
  @Field(() => [GameEventModel]) events!: GameEventModel[];
}

@ObjectType('CommandViolation')
export class CommandViolationModel {
  @Field(() => Int, { description: 'HTTP-equivalent status the command would get.' })
  status!: number;
  @Field() code!: string;
  @Field(() => String, { nullable: true, description: 'The rule case broken, e.g. "4.3".' })
  rule!: string | null;
  @Field() detail!: string;
  @Field(() => [FieldViolation], { description: 'Field errors, for a malformed command.' })
  violations!: readonly FieldViolation[];
  @Field(() => JSONScalar, { nullable: true }) details!: unknown;
}

@ObjectType('ValidationResult')
export class ValidationResultModel {
  @Field() valid!: boolean;
  @Field(() => CommandViolationModel, { nullable: true }) violation!: CommandViolationModel | null;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'For an attack: `{odds, outcomes}`.',
  })
  preview!: unknown;
  @Field(() => Int, {
    nullable: true,
    description:
      'How many dice the command would roll (manual mode: how many faces to send); null when the count would tell the caller something hidden from it (e.g. an attack on a face-down counter).',
  })
  diceNeeded!: number | null;
}
