import { Injectable } from '@nestjs/common';
import type { InvoiceStatus } from '@punchcard/shared';
import { mm, PdfService, PdfTable } from '#src/common/pdf/index.js';
import type { TestCustomerRow } from './test-customers.repository.js';
import type { TestInvoiceRow } from './test-invoices.repository.js';
import { formatMinor } from './test-money.js';

/** A4 portrait, as invoices are printed. */
const INVOICE_PAGE: [number, number] = [mm(210), mm(297)];

/**
 * Labels in English and Japanese side by side: the invoice is a document the workspace keeps and
 * may hand to either kind of accountant, and the provider has no reader's language to go by.
 */
const STATUS: Record<InvoiceStatus, string> = {
  draft: 'Draft / 下書き',
  open: 'Due / 未払い',
  paid: 'Paid / 支払済み',
  uncollectible: 'Uncollectible / 回収不能',
  void: 'Void / 無効',
};

/** `2027-01-12`: dates in UTC, as the provider bills. */
const day = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The built-in provider's invoice as a PDF: its number, the workspace billed, issue date, period
 * and status, one row per line (prorations included) and the totals, money in the invoice's
 * currency (yen without decimals). The embedded CJK font renders Japanese workspace names.
 */
@Injectable()
export class TestInvoicePdf {
  constructor(private readonly pdf: PdfService) {}

  async render(invoice: TestInvoiceRow, customer: TestCustomerRow): Promise<Buffer> {
    const money = (amount: number) => formatMinor(amount, invoice.currency);
    const draft = this.pdf.create({
      size: INVOICE_PAGE,
      title: `Invoice ${invoice.number}`,
    });
    const facts: [string, string][] = [
      ['Invoice number / 請求書番号', invoice.number],
      ['Billed to / 請求先', customer.description ?? customer.id_workspace],
      ...(customer.email ? [['E-mail / メール', customer.email] as [string, string]] : []),
      ['Issued / 発行日', day(invoice.created_at)],
      ['Period / 対象期間', `${day(invoice.period_start)} – ${day(invoice.period_end)}`],
      ['Status / 状態', STATUS[invoice.status]],
      ['Subtotal / 小計', money(invoice.subtotal)],
      ['Amount paid / 支払額', money(invoice.amount_paid)],
      [
        'Amount due / 請求額',
        money(invoice.status === 'open' ? invoice.amount_due - invoice.amount_paid : 0),
      ],
    ];
    const stream = this.pdf.stream(draft, async (doc) => {
      const table = new PdfTable(doc, {
        title: `Invoice 請求書 ${invoice.number} · Punchcard`,
        facts,
        columns: [
          { heading: 'Description / 内容', width: 6 },
          { heading: 'Period / 期間', width: 2.6 },
          { heading: 'Qty / 数量', width: 1, align: 'right' },
          { heading: `Amount / 金額 (${invoice.currency})`, width: 2, align: 'right' },
        ],
        rowCount: invoice.lines.length,
        totals: true,
        pageLabel: (page, pages) => `${page} / ${pages}`,
        footer: 'Issued by the Punchcard test-mode billing provider: no money was moved.',
      });
      for (const line of invoice.lines) {
        await table.row([
          line.description,
          `${day(line.period_start)} – ${day(line.period_end)}`,
          String(line.quantity),
          money(line.amount),
        ]);
      }
      await table.totals(['Total / 合計', '', '', money(invoice.total)]);
      table.finish();
    });
    // Read as it is drawn, so a long invoice never waits on a reader that is not there yet.
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
