import { ApiProperty } from '@nestjs/swagger';
import { type Member, MemberStatus, ROLES, type Role } from '@punchcard/shared';

export class MemberDto implements Member {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Nickname, else full name, else e-mail' }) name: string;
  @ApiProperty({ type: String, nullable: true }) first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name: string | null;
  @ApiProperty({ type: String, nullable: true }) nickname: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: Object.values(MemberStatus) }) status: MemberStatus;
  @ApiProperty() is_default: boolean;
  @ApiProperty({ description: 'unix seconds' }) joined_at: number;
}
