export { UploadsModule } from './uploads.module.js';
export { ImageUpload } from './image-upload.decorator.js';
export { sniffImage, UploadsService } from './uploads.service.js';
