import { ApiProperty } from '@nestjs/swagger';

/** POST /v1/games/{id}/seats/{side}/token: the side's new token (the old one no longer works). */
export class ReissuedSeatTokenDto {
  @ApiProperty({ description: 'the side whose token was replaced', example: 'french' })
  side!: string;
  @ApiProperty({
    description: 'the new bearer token of the seat; shown once, only its hash is kept',
    example: 'pzt_...',
  })
  token!: string;
}
