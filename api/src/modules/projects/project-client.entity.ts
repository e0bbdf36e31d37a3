import { Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { ClientEntity } from '#src/modules/clients/client.entity.js';
import { ProjectEntity } from './project.entity.js';

@Entity('project_clients')
@Index('project_clients_id_client_idx', ['idClient'])
export class ProjectClientEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => ProjectEntity, { onDelete: 'CASCADE' })
  idProject: string;

  @PrimaryColumn('uuid')
  @ForeignKey(() => ClientEntity, { onDelete: 'CASCADE' })
  idClient: string;
}
