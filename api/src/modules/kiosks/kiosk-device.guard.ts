import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiSecurity } from '@nestjs/swagger';
import { ErrorKey, KIOSK_AUTH_SCHEME } from '@punchcard/shared';
import type { Request } from 'express';
import { Public } from '#src/auth/auth.decorators.js';
import { unauthorized } from '#src/common/errors/app.exception.js';
import { ApiErrors, type ErrorAnswer } from '#src/common/openapi/api-errors.decorator.js';
import { type DeviceCallPolicy, deviceRefusal, STRICT_DEVICE_CALL } from './kiosk-device.policy.js';
import { secretHash } from './kiosk-secrets.js';
import { type DeviceRecord, KiosksRepository } from './kiosks.repository.js';

/** A device call's request: the kiosk is not a member, so it has its own context. */
export type KioskRequest = Request & { kiosk?: DeviceRecord };

const DEVICE_POLICY = 'punchcard:kiosk-device-policy';
const TOKEN = new RegExp(`^${KIOSK_AUTH_SCHEME}\\s+([A-Za-z0-9_-]{20,200})$`, 'i');

/**
 * Admits a paired kiosk by `Authorization: Kiosk <token>`: one indexed query finds the kiosk by
 * the token's hash. An unknown, replaced or revoked token is a 401; then the route's policy
 * decides what a locked kiosk or a workspace with kiosks turned off still gets.
 */
@Injectable()
export class KioskDeviceGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly kiosks: KiosksRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<KioskRequest>();
    const token = TOKEN.exec(request.get('authorization') ?? '')?.[1];
    const device = token ? await this.kiosks.findDevice(secretHash(token)) : undefined;
    if (!device) {
      throw unauthorized(ErrorKey.Unauthorized, 'Pair this kiosk first: its token is not valid.');
    }
    const policy =
      this.reflector.get<DeviceCallPolicy | undefined>(DEVICE_POLICY, context.getHandler()) ??
      STRICT_DEVICE_CALL;
    const refusal = deviceRefusal(device, policy);
    if (refusal) throw refusal;
    request.kiosk = device;
    return true;
  }
}

/**
 * A device call: open to the member auth guard (which would refuse the Kiosk scheme), closed by
 * KioskDeviceGuard instead, documented under the `kiosk` security scheme with its refusals.
 */
export function DeviceCall(policy: DeviceCallPolicy = STRICT_DEVICE_CALL): MethodDecorator {
  const refusals: ErrorAnswer[] = [ErrorKey.Unauthorized];
  if (policy.whileLocked === 'refuse') refusals.push(ErrorKey.KioskLocked);
  if (policy.whileDisabled === 'refuse') refusals.push(ErrorKey.KioskDisabled);
  return applyDecorators(
    Public(),
    SetMetadata(DEVICE_POLICY, policy),
    UseGuards(KioskDeviceGuard),
    ApiSecurity('kiosk'),
    ApiErrors(...refusals),
  );
}

/** The calling device, on a route marked @DeviceCall(). */
export const CurrentDevice = createParamDecorator(
  (_: unknown, context: ExecutionContext): DeviceRecord => {
    const device = context.switchToHttp().getRequest<KioskRequest>().kiosk;
    if (!device) throw new Error('CurrentDevice used on a route without @DeviceCall()');
    return device;
  },
);
