import { describe, expect, it } from 'vitest';
import {
  barcodeVariants,
  checkBarcode,
  expandUpcE,
  guessInputType,
  hasValidCheckDigit,
  normalizeBarcode,
  openFoodFactsCode,
  scanBarcodeField,
} from './barcodes';

describe('hasValidCheckDigit', () => {
  it.each([
    ['EAN-13', '5449000179661'],
    ['EAN-13 with a leading zero', '0812133010036'],
    ['EAN-8', '96385074'],
    ['UPC-A', '036000291452'],
    ['UPC-E', '04252614'],
    ['GTIN-14', '10012345678902'],
  ])('accepts a real %s', (_kind, code) => {
    expect(hasValidCheckDigit(code)).toBe(true);
  });

  it.each([
    ['EAN-13', '5449000179662'],
    ['EAN-8', '96385075'],
    ['UPC-A', '036000291453'],
    ['GTIN-14', '10012345678903'],
  ])('rejects a %s whose last digit is off by one', (_kind, code) => {
    expect(hasValidCheckDigit(code)).toBe(false);
  });

  it('rejects an 8-digit code that is neither EAN-8 nor UPC-E', () => {
    // Starts with 9: cannot be UPC-E; its EAN-8 check digit would be 4.
    expect(hasValidCheckDigit('96385071')).toBe(false);
  });

  it('lets 9 to 11 digit store codes through, having no check digit standard', () => {
    expect(hasValidCheckDigit('123456789')).toBe(true);
    expect(hasValidCheckDigit('12345678901')).toBe(true);
  });

  it('rejects anything that is not 8 to 14 digits', () => {
    expect(hasValidCheckDigit('1234567')).toBe(false);
    expect(hasValidCheckDigit('123456789012345')).toBe(false);
    expect(hasValidCheckDigit('54490001796a1')).toBe(false);
  });
});

describe('expandUpcE', () => {
  it.each([
    ['04252614', '042100005264'], // last data digit 0-2: manufacturer keeps it
    ['01234565', '012345000065'], // 5-9: product digit
    ['01234531', '012300000451'], // 3
    ['01234546', '012340000056'], // 4
  ])('writes %s out as UPC-A %s', (upcE, upcA) => {
    expect(expandUpcE(upcE)).toBe(upcA);
  });

  it('refuses codes that cannot be UPC-E', () => {
    expect(expandUpcE('24252614')).toBeUndefined();
    expect(expandUpcE('0425261')).toBeUndefined();
  });
});

describe('normalizeBarcode', () => {
  it('writes a UPC-A as its EAN-13 form, so both spellings are one product', () => {
    expect(normalizeBarcode('036000291452')).toBe('0036000291452');
    expect(normalizeBarcode(' 036000291452 ')).toBe('0036000291452');
    expect(normalizeBarcode('0036000291452')).toBe('0036000291452');
  });

  it('keeps every other code as it is', () => {
    for (const code of ['5449000179661', '96385074', '04252614', '10012345678902', '123456789', 'ABC-123'])
      expect(normalizeBarcode(code)).toBe(code);
  });

  it('leaves 12 digits with a wrong check digit alone: they are not a UPC-A', () => {
    expect(normalizeBarcode('036000291453')).toBe('036000291453');
  });
});

describe('barcodeVariants', () => {
  it('matches a leading-zero EAN-13 and its UPC-A, the normalised form first', () => {
    expect(barcodeVariants('036000291452')).toEqual(['0036000291452', '036000291452']);
    expect(barcodeVariants('0036000291452')).toEqual(['0036000291452', '036000291452']);
  });

  it('has one form for codes that are no UPC-A', () => {
    expect(barcodeVariants('5449000179661')).toEqual(['5449000179661']);
    expect(barcodeVariants('0812133010036')).toEqual(['0812133010036', '812133010036']);
    expect(barcodeVariants('04252614')).toEqual(['04252614']);
  });
});

describe('openFoodFactsCode', () => {
  it('asks for a UPC-E as its expanded 13-digit form', () => {
    expect(openFoodFactsCode('04252614')).toBe('0042100005264');
    expect(openFoodFactsCode('01234531')).toBe('0012300000451');
  });

  it('asks for a valid EAN-8 as it is, even when it could be read as UPC-E', () => {
    expect(openFoodFactsCode('96385074')).toBe('96385074');
    // 01234565 checks out both as EAN-8 and as UPC-E: read as the EAN-8 it may well be.
    expect(openFoodFactsCode('01234565')).toBe('01234565');
  });

  it('asks for a UPC-A as its EAN-13 form and for the rest as they are', () => {
    expect(openFoodFactsCode('036000291452')).toBe('0036000291452');
    expect(openFoodFactsCode('5449000179661')).toBe('5449000179661');
    expect(openFoodFactsCode('10012345678902')).toBe('10012345678902');
  });
});

describe('checkBarcode', () => {
  it('trims and accepts a good code', () => {
    expect(checkBarcode('  5449000179661 ')).toEqual({ ok: true, barcode: '5449000179661' });
  });
  it('hands a good UPC-A back as its 13 digits', () => {
    expect(checkBarcode('036000291452')).toEqual({ ok: true, barcode: '0036000291452' });
    expect(checkBarcode('04252614')).toEqual({ ok: true, barcode: '04252614' });
  });
  it('says which rule failed, in words a person can act on', () => {
    expect(checkBarcode('')).toEqual({ ok: false, message: 'Barcode is required' });
    expect(checkBarcode(undefined)).toEqual({ ok: false, message: 'Barcode is required' });
    expect(checkBarcode('12345')).toEqual({ ok: false, message: 'Barcode must be 8 to 14 digits' });
    expect(checkBarcode('5449000179662')).toEqual({ ok: false, message: 'Barcode check digit is invalid' });
  });
});

describe('scanBarcodeField', () => {
  it('carries the same messages for forms and the API', () => {
    const message = (value: unknown) => scanBarcodeField.safeParse(value).error?.issues[0]?.message;
    expect(message(undefined)).toBe('Barcode is required');
    expect(message('   ')).toBe('Barcode is required');
    expect(message('abc12345')).toBe('Barcode must be 8 to 14 digits');
    expect(message('5449000179662')).toBe('Barcode check digit is invalid');
    expect(scanBarcodeField.parse(' 5449000179661')).toBe('5449000179661');
  });
  it('normalises a UPC-A to its EAN-13 form for every body that uses it', () => {
    expect(scanBarcodeField.parse('036000291452')).toBe('0036000291452');
    expect(scanBarcodeField.parse('0036000291452')).toBe('0036000291452');
    expect(scanBarcodeField.parse('04252614')).toBe('04252614');
  });
});

describe('guessInputType (spec 5)', () => {
  it('reads 8 to 14 digits as a barcode', () => {
    expect(guessInputType('5449000179661')).toBe('barcode');
    expect(guessInputType('12345678')).toBe('barcode');
    expect(guessInputType('1234567')).toBe('search');
    expect(guessInputType('123456789012345')).toBe('search');
  });
  it('reads anything starting with http as a web address', () => {
    expect(guessInputType('https://example.com/recipe')).toBe('url');
    expect(guessInputType('http://x')).toBe('url');
  });
  it('reads short single-line text as a search and everything else as text', () => {
    expect(guessInputType('2 lbs chicken breast')).toBe('search');
    expect(guessInputType('a'.repeat(49))).toBe('search');
    expect(guessInputType('a'.repeat(50))).toBe('text');
    expect(guessInputType('milk\neggs')).toBe('text');
  });
});
