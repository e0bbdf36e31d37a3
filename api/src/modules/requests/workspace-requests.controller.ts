import { Controller } from '@nestjs/common';

// Placeholder replaced by its helper.
@Controller()
export class WorkspaceRequestsController {}
