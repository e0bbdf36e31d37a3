import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, IsObject, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';

/**
 * Absent, or valid: unlike `@IsOptional()`, null is validated (and so refused) for fields that
 * cannot be cleared, so a service never meets a null it reads as "given".
 */
export const WhenPresent = () => ValidateIf((_object, value) => value !== undefined);

/**
 * An array of `type` objects, each validated. `ValidateNested` alone lets an element that is an
 * array (`[[]]`) through unvalidated, and the service then fails on it.
 */
export const NestedObjects = (type: () => abstract new () => unknown) =>
  applyDecorators(IsArray(), IsObject({ each: true }), ValidateNested({ each: true }), Type(type));

/**
 * A number with at most `places` decimals. class-validator's own `maxDecimalPlaces` reads the
 * digits after a "." of `toString()` and throws on exponent forms (`1e-7`), a 500 for a body.
 */
export const MaxDecimalPlaces = (places: number) =>
  ValidateBy({
    name: 'maxDecimalPlaces',
    constraints: [places],
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'number' || !Number.isFinite(value)) return false;
        const scaled = value * 10 ** places;
        return Math.abs(scaled - Math.round(scaled)) < 1e-6;
      },
      defaultMessage: () => `$property must have at most ${String(places)} decimal places`,
    },
  });
