import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('ReissuedSeatToken', {
  description: "A seat's new token (the old one no longer works)",
})
export class ReissuedSeatTokenModel {
  @Field({ description: 'the side whose token was replaced' })
  side!: string;
  @Field({ description: 'the new bearer token of the seat; shown once, only its hash is kept' })
  token!: string;
}
