import QRCode from 'qrcode';

/** What an EPC069-12 credit transfer names. */
export interface TransferRequest {
  /** Beneficiary name, at most 70 characters. */
  name: string;
  iban: string;
  /** Optional in version 002 inside the EEA. */
  bic: string | null;
  /** Cents; 1 to 99 999 999 999. */
  amountCents: number;
  /** Unstructured remittance information, at most 140 characters. */
  remittance: string;
}

/** EPC069-12's limits. */
const MAX_NAME = 70;
const MAX_REMITTANCE = 140;
const MAX_PAYLOAD_BYTES = 331;

/**
 * The payload of a GiroCode (EPC QR code, EPC069-12 version 002): service tag BCD, version 002,
 * character set 1 (UTF-8), identification SCT, BIC (may be empty), name, IBAN, amount as
 * "EUR" with two decimals, an empty purpose, an empty structured reference and the unstructured
 * remittance text; lines end with LF, and trailing empty fields are left out.
 */
export function giroCodePayload(transfer: TransferRequest): string {
  if (!Number.isInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > 99_999_999_999) {
    throw new RangeError('GiroCode: the amount must be between 0.01 and 999999999.99 EUR');
  }
  const name = clip(transfer.name, MAX_NAME);
  const remittance = clip(transfer.remittance, MAX_REMITTANCE);
  const amount = `EUR${Math.floor(transfer.amountCents / 100)}.${String(transfer.amountCents % 100).padStart(2, '0')}`;
  const payload = ['BCD', '002', '1', 'SCT', transfer.bic ?? '', name, transfer.iban, amount, '', '', remittance].join('\n');
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) throw new RangeError('GiroCode: the payload is longer than 331 bytes');
  return payload;
}

/** A field of the payload: one line (no LF inside), at most `max` characters. */
function clip(text: string, max: number): string {
  return [...text.replace(/[\r\n]+/g, ' ').trim()].slice(0, max).join('');
}

/** EPC069-12 asks for error correction level M. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The code as SVG (the order page shows it; scales without blur). */
export function giroCodeSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}

/** The code as PNG (the invoice embeds it). */
export function giroCodePng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', scale: 6 });
}
