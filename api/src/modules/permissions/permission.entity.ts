import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The catalogue of permission codes, seeded by migration. */
@Entity('permissions')
@Index('permissions_permission_key', ['permission'], { unique: true })
export class PermissionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  permission: string;
}
