import { z } from 'zod';

/** Spec 5 and 9: a barcode is 8 to 14 digits. */
export const BARCODE_PATTERN = /^\d{8,14}$/;

/** Spec 5: the formats the scanner accepts, in the Barcode Detection API's names. */
export const SCANNER_BARCODE_FORMATS = ['code_128', 'code_39', 'ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

export const BARCODE_MESSAGES = {
  required: 'Barcode is required',
  digits: 'Barcode must be 8 to 14 digits',
  checkDigit: 'Barcode check digit is invalid',
} as const;

/** The GS1 mod-10 check: weights 3 and 1 alternate from the digit left of the check digit. */
function gs1CheckDigitOk(code: string): boolean {
  let sum = 0;
  const body = code.slice(0, -1);
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10 === code.charCodeAt(code.length - 1) - 48;
}

/**
 * UPC-E (8 digits: number system 0 or 1, six data digits, check digit) written out as the UPC-A it
 * stands for; undefined when the code cannot be UPC-E.
 */
export function expandUpcE(code: string): string | undefined {
  if (!/^[01]\d{7}$/.test(code)) return undefined;
  const ns = code[0]!;
  const d = code.slice(1, 7);
  const check = code[7]!;
  const last = d[5]!;
  let body: string;
  if (last <= '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${ns}${body}${check}`;
}

/**
 * Whether the check digit is right. EAN-8, UPC-A (12), EAN-13 and GTIN-14 carry a GS1 check digit;
 * an 8-digit code is fine as EAN-8 or as UPC-E (checked on its UPC-A form). 9 to 11 digits have no
 * check digit standard (in-store Code 128 / Code 39 labels), so they pass.
 */
export function hasValidCheckDigit(code: string): boolean {
  if (!BARCODE_PATTERN.test(code)) return false;
  switch (code.length) {
    case 8: {
      if (gs1CheckDigitOk(code)) return true;
      const upcA = expandUpcE(code);
      return upcA !== undefined && gs1CheckDigitOk(upcA);
    }
    case 12:
    case 13:
    case 14:
      return gs1CheckDigitOk(code);
    default:
      return true;
  }
}

/**
 * The one stored form of a barcode. A UPC-A (12 digits) is the EAN-13 with a leading 0, so it is
 * kept as those 13 digits: a product scanned either way is one product. Anything else (EAN-13,
 * EAN-8, UPC-E, GTIN-14, store labels with letters) stays as it is, trimmed.
 */
export function normalizeBarcode(code: string): string {
  const text = code.trim();
  return /^\d{12}$/.test(text) && gs1CheckDigitOk(text) ? `0${text}` : text;
}

/**
 * Every form a stored row may carry for this barcode, the normalised one first: rows saved before
 * normalisation hold a UPC-A as its 12 digits.
 */
export function barcodeVariants(code: string): string[] {
  const normal = normalizeBarcode(code);
  return /^0\d{12}$/.test(normal) && gs1CheckDigitOk(normal) ? [normal, normal.slice(1)] : [normal];
}

/**
 * The code to ask Open Food Facts about. It files products under their long (EAN-13) number, so a
 * UPC-E (an 8-digit code that is not a valid EAN-8) is asked as its UPC-A written out to 13 digits.
 */
export function openFoodFactsCode(code: string): string {
  const normal = normalizeBarcode(code);
  if (normal.length !== 8 || gs1CheckDigitOk(normal)) return normal;
  const upcA = expandUpcE(normal);
  return upcA !== undefined && gs1CheckDigitOk(upcA) ? `0${upcA}` : normal;
}

export type BarcodeCheck = { ok: true; barcode: string } | { ok: false; message: string };

/**
 * The one barcode rule, for the API and the scanner form: trimmed, 8 to 14 digits, right check
 * digit; a good code comes back normalised (UPC-A as its 13 digits).
 */
export function checkBarcode(raw: string | null | undefined): BarcodeCheck {
  const barcode = (raw ?? '').trim();
  if (!barcode) return { ok: false, message: BARCODE_MESSAGES.required };
  if (!BARCODE_PATTERN.test(barcode)) return { ok: false, message: BARCODE_MESSAGES.digits };
  if (!hasValidCheckDigit(barcode)) return { ok: false, message: BARCODE_MESSAGES.checkDigit };
  return { ok: true, barcode: normalizeBarcode(barcode) };
}

/**
 * The scanned-barcode field: carries the spec's 'Barcode is required' and our two format messages,
 * and hands on the normalised code, so every route storing or matching a barcode gets the same one.
 */
export const scanBarcodeField = z
  .string({ error: BARCODE_MESSAGES.required })
  .trim()
  .min(1, BARCODE_MESSAGES.required)
  .regex(BARCODE_PATTERN, BARCODE_MESSAGES.digits)
  .refine(hasValidCheckDigit, BARCODE_MESSAGES.checkDigit)
  .transform(normalizeBarcode);

export type InputType = 'barcode' | 'url' | 'search' | 'text';

/** Spec 5's input-type guess (smart add): 8 to 14 digits, then http..., then short single-line text. */
export function guessInputType(input: string): InputType {
  const value = input.trim();
  if (BARCODE_PATTERN.test(value)) return 'barcode';
  if (value.startsWith('http')) return 'url';
  if (value.length < 50 && !/[\r\n]/.test(value)) return 'search';
  return 'text';
}
