import { ApiProperty } from '@nestjs/swagger';
import {
  PERMISSIONS,
  type Permission,
  type PermissionValue,
  ROLES,
  type Role,
  type UpdatePermissionsRequest,
  type WorkspacePermission,
} from '@punchcard/shared';

import { ArrayMaxSize, IsString, IsUUID } from 'class-validator';
import { NestedObjects } from '#src/common/http/dto-decorators.js';

export class PermissionValueDto implements PermissionValue {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: PERMISSIONS }) permission: Permission;
}

export class PermissionPairDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_permission: string;

  @ApiProperty({ enum: ROLES, description: 'Role name, case-insensitive' })
  @IsString()
  member_role: string;
}

export class UpdatePermissionsDto implements UpdatePermissionsRequest {
  @ApiProperty({ type: [PermissionPairDto] })
  @ArrayMaxSize(PERMISSIONS.length * ROLES.length)
  @NestedObjects(() => PermissionPairDto)
  permissions: PermissionPairDto[];
}

export class WorkspacePermissionDto implements WorkspacePermission {
  @ApiProperty({ format: 'uuid' }) id_permission: string;
  @ApiProperty({ enum: PERMISSIONS }) permission: Permission;
  @ApiProperty({ enum: ROLES }) member_role: Role;
}
