import { ApiProperty } from '@nestjs/swagger';
import {
  type ChangePinRequest,
  PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
  type PinAvailability,
  type ResetPinRequest,
  type SetPinRequest,
} from '@punchcard/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

// The PIN rules (digits, length, guessability) are the service's: they answer reset_pin_bad_request.
const PIN_PROPERTY = {
  description: `${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits, not guessable by pattern`,
  example: '4817',
};

export class SetPinDto implements SetPinRequest {
  @ApiProperty(PIN_PROPERTY)
  @IsString()
  @MaxLength(64)
  pin: string;
}

export class ChangePinDto implements ChangePinRequest {
  @ApiProperty(PIN_PROPERTY)
  @IsString()
  @MaxLength(64)
  new_pin: string;

  @ApiProperty({ description: 'The current PIN' })
  @IsString()
  @MaxLength(64)
  old_pin: string;
}

export class ResetPinDto implements ResetPinRequest {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  token: string;

  @ApiProperty(PIN_PROPERTY)
  @IsString()
  @MaxLength(64)
  new_pin: string;
}

export class PinAvailabilityDto implements PinAvailability {
  @ApiProperty({
    description: 'A workspace the caller is an active member of lets its kiosks identify by PIN',
  })
  is_available: boolean;

  @ApiProperty({ description: 'The account has a PIN' })
  has_pin: boolean;
}

export class PinOkDto {
  @ApiProperty({ example: true }) ok: boolean;
}
