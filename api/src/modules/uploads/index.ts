export { UploadsModule } from './uploads.module.js';
export { ImageUpload } from './image-upload.interceptor.js';
export { sniffImage, UploadsService } from './uploads.service.js';
