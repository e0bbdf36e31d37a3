import { Module } from '@nestjs/common';
import { PdfService } from './pdf.service.js';

/** PDF documents for any feature (badges now, reports later): import it where one is made. */
@Module({ providers: [PdfService], exports: [PdfService] })
export class PdfModule {}
