import type { ArgumentMetadata } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { AppException } from '#src/common/errors/app.exception.js';
import { createValidationPipe } from './validation.pipe.js';

class AllOptional {
  @IsOptional() @IsString() location?: string;
}

class NeedsName {
  @IsString() name!: string;
}

const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({
  type: 'body',
  metatype,
});

/** `{}` skips class-validator once a DTO has been seen to accept it; nothing else changes. */
describe('validation pipe and empty bodies', () => {
  it('answers an instance of the DTO for `{}`, the first time and every time after', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 3; i++) {
      const value: unknown = await pipe.transform({}, body(AllOptional));
      expect(value).toBeInstanceOf(AllOptional);
    }
  });

  it('refuses `{}` for a DTO with a required field every time: a refusal is never remembered', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 3; i++) {
      await expect(pipe.transform({}, body(NeedsName))).rejects.toBeInstanceOf(AppException);
    }
  });

  it('still validates a non-empty body of a DTO that accepted `{}`', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({}, body(AllOptional));
    await expect(pipe.transform({ location: 5 }, body(AllOptional))).rejects.toBeInstanceOf(
      AppException,
    );
    await expect(pipe.transform({ typo: 'x' }, body(AllOptional))).rejects.toBeInstanceOf(
      AppException,
    );
    expect(await pipe.transform({ location: 'door' }, body(AllOptional))).toEqual({
      location: 'door',
    });
  });

  it('validates an empty query object as before (only bodies take the shortcut)', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform({}, { type: 'query', metatype: NeedsName })).rejects.toBeInstanceOf(
      AppException,
    );
  });
});
