import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiProblem, type FieldViolation } from './problem';

/** class-validator's nested errors, flattened to `a.b.c` paths. */
function flatten(errors: readonly ValidationError[], prefix = ''): FieldViolation[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([code, message]) => ({
      path,
      message,
      code,
    }));
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** The pipe every route's DTOs go through (global; also run by the lean routes). */
export const validationPipe = (): ValidationPipe =>
  new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) =>
      ApiProblem.badRequest('VALIDATION_FAILED', 'the request is malformed', flatten(errors)),
  });
