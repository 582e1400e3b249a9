import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { formatDate } from '../../mail/templates/i18n';
import { giroCodePayload, giroCodePng } from './girocode';
import { INVOICE_TEXTS } from './invoice-texts';
import type { InvoiceParty, InvoiceSnapshot } from './snapshot';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 56;
const RIGHT = A4[0] - 56;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * Helvetica (a standard PDF font, nothing to embed) writes WinAnsi: German and most Western
 * European text. A character outside it (a name in another script) prints as "?" rather than
 * failing the invoice; a font with wider coverage would add ~300 KB to every PDF.
 */
function printable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    [...text.replace(/[\r\n\t]+/g, ' ')]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0x3f;
        if (known.has(code)) return char;
        return code === 0xa0 || code === 0x202f ? ' ' : '?';
      })
      .join('');
}

/** Lines of at most `width` points, broken at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const addressLines = (party: InvoiceParty): string[] => [party.name, party.street, [party.post_number, party.city].filter(Boolean).join(' ')].filter(Boolean);

/**
 * The invoice (or cancellation invoice) as a PDF, from its snapshot alone: the content § 14 (4)
 * UStG asks for: both parties with addresses, the craftsman's VAT ID or tax number, date of
 * issue, the gapless number, the service with quantity, date of service, net, VAT rate and VAT
 * (or the § 19 note), gross; plus bank details and a GiroCode to pay it.
 */
export async function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  const t = INVOICE_TEXTS[snapshot.locale];
  const doc = await PDFDocument.create();
  const cancellation = snapshot.kind === 'cancellation';
  const title = cancellation ? t.cancellationTitle : t.title;
  doc.setTitle(`${title} ${snapshot.label}`);
  doc.setAuthor(snapshot.seller.name);
  doc.setLanguage(snapshot.locale === 'de' ? 'de-DE' : 'en');
  // A fixed date keeps the bytes a function of the snapshot alone.
  doc.setCreationDate(new Date(snapshot.issued_at));
  doc.setModificationDate(new Date(snapshot.issued_at));
  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = printable(regular);
  let y = A4[1] - 60;

  const text = (value: string, x: number, at: number, options: { size?: number; font?: PDFFont; grey?: boolean; right?: boolean } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    const shown = clean(value);
    const left = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: left, y: at, size, font, color: options.grey ? GREY : rgb(0, 0, 0) });
  };

  // Sender line and the two parties.
  text(`${snapshot.seller.name} · ${snapshot.seller.street} · ${[snapshot.seller.post_number, snapshot.seller.city].filter(Boolean).join(' ')}`, LEFT, y, { size: 8, grey: true });
  y -= 22;
  text(t.customer, LEFT, y, { size: 8, grey: true });
  text(t.craftsman, 330, y, { size: 8, grey: true });
  y -= 14;
  const buyerLines = addressLines(snapshot.buyer);
  const sellerLines = [...addressLines(snapshot.seller), snapshot.seller.email];
  for (let i = 0; i < Math.max(buyerLines.length, sellerLines.length); i += 1) {
    if (buyerLines[i]) text(buyerLines[i] ?? '', LEFT, y);
    if (sellerLines[i]) text(sellerLines[i] ?? '', 330, y);
    y -= 14;
  }
  if (snapshot.vat_id) {
    text(`${t.vatId}: ${snapshot.vat_id}`, 330, y);
    y -= 14;
  }
  if (snapshot.tax_number) {
    text(`${t.taxNumber}: ${snapshot.tax_number}`, 330, y);
    y -= 14;
  }

  y -= 20;
  text(title, LEFT, y, { size: 18, font: bold });
  y -= 26;
  const facts: Array<[string, string]> = [
    [t.number, snapshot.label],
    [t.issueDate, formatDate(snapshot.locale, snapshot.issued_at)],
    [t.serviceDate, formatDate(snapshot.locale, snapshot.service_date)],
    [t.order, String(snapshot.order_id)],
  ];
  for (const [label, value] of facts) {
    text(`${label}:`, LEFT, y);
    text(value, 180, y, { font: bold });
    y -= 14;
  }
  if (snapshot.cancels) {
    text(t.cancels(snapshot.cancels.label, formatDate(snapshot.locale, snapshot.cancels.issued_at)), LEFT, y, { font: bold });
    y -= 14;
  }

  // The one line of service.
  y -= 16;
  const columns = { quantity: 330, unitPrice: 430, amount: RIGHT };
  text(t.service, LEFT, y, { font: bold });
  text(t.quantity, columns.quantity, y, { font: bold, right: true });
  text(t.unitPrice, columns.unitPrice, y, { font: bold, right: true });
  text(t.amount, columns.amount, y, { font: bold, right: true });
  y -= 6;
  line(page, y);
  y -= 14;
  const sign = cancellation ? -1 : 1;
  const titleLines = wrap(clean(snapshot.service.title), regular, 10, columns.quantity - LEFT - 60);
  text(titleLines[0] ?? '', LEFT, y);
  text(`${sign * snapshot.service.quantity} ${t.units[snapshot.service.unit]}`, columns.quantity, y, { right: true });
  text(t.money(snapshot.service.unit_price_cents), columns.unitPrice, y, { right: true });
  text(t.money(snapshot.gross_cents), columns.amount, y, { right: true });
  for (const more of titleLines.slice(1)) {
    y -= 12;
    text(more, LEFT, y);
  }
  y -= 8;
  line(page, y);

  // Totals: net, VAT (or the § 19 note), gross.
  y -= 16;
  const total = (label: string, cents: number, strong = false) => {
    text(label, 330, y, strong ? { font: bold } : {});
    text(t.money(cents), RIGHT, y, { right: true, ...(strong ? { font: bold } : {}) });
    y -= 14;
  };
  total(t.net, snapshot.net_cents);
  if (!snapshot.small_business) total(t.vat(snapshot.vat_rate), snapshot.vat_cents);
  total(t.gross, snapshot.gross_cents, true);
  if (snapshot.small_business) {
    y -= 4;
    text(t.smallBusiness, LEFT, y);
    y -= 14;
  }

  y -= 20;
  if (cancellation) {
    text(t.cancellationHint, LEFT, y);
    y -= 14;
  } else {
    text(t.payHint, LEFT, y);
    y -= 14;
  }
  text(`${t.reference}: ${snapshot.reference}`, LEFT, y);
  y -= 24;

  // Bank details, and beside them the GiroCode of the total (an invoice to pay only).
  const bankTop = y;
  text(t.bank, LEFT, y, { font: bold });
  y -= 14;
  text(`${t.holder}: ${snapshot.bank.holder}`, LEFT, y);
  y -= 14;
  text(`IBAN: ${formatIban(snapshot.bank.iban)}`, LEFT, y);
  y -= 14;
  if (snapshot.bank.bic) {
    text(`BIC: ${snapshot.bank.bic}`, LEFT, y);
    y -= 14;
  }
  if (!cancellation && snapshot.gross_cents > 0) {
    const payload = giroCodePayload({
      name: snapshot.bank.holder,
      iban: snapshot.bank.iban,
      bic: snapshot.bank.bic,
      amountCents: snapshot.gross_cents,
      remittance: `${snapshot.label} ${snapshot.reference}`,
    });
    const png = await doc.embedPng(await giroCodePng(payload));
    const side = 110;
    page.drawImage(png, { x: RIGHT - side, y: bankTop - side + 10, width: side, height: side });
    text(t.giroCode, RIGHT, bankTop - side, { size: 8, grey: true, right: true });
  }

  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function line(page: PDFPage, y: number): void {
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.5, color: GREY });
}

/** "DE89 3704 0044 0532 0130 00": groups of four, as IBANs are printed. */
export const formatIban = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim();
