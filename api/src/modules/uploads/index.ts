export { UploadsModule } from './uploads.module.js';
export { ImageUpload } from './image-upload.interceptor.js';
export { UploadsService } from './uploads.service.js';
