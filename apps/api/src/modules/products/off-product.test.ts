import { describe, expect, it } from 'vitest';
import { brandOf, categoryFromTags, imageOf, nameOf, productFields } from './off-product';

describe('categoryFromTags', () => {
  it.each([
    [['en:dairies', 'en:milks', 'en:whole-milks'], 'Dairy'],
    [['en:beverages', 'en:sweetened-beverages', 'fr:citronnades'], 'Beverages'],
    [['en:plant-based-foods-and-beverages', 'en:beverages', 'en:milk-substitute'], 'Beverages'],
    [['en:breads', 'en:white-breads'], 'Bakery'],
    [['en:meats', 'en:poultry'], 'Meat'],
    [['en:fishes', 'en:salmons'], 'Meat'],
    [['en:plant-based-foods', 'en:fruits', 'en:apples'], 'Produce'],
    [['en:frozen-foods', 'en:vegetables'], 'Frozen'],
    [['en:snacks', 'en:sweet-snacks', 'en:chocolates'], 'Snacks'],
    [['en:groceries', 'en:meat-based-products', 'en:sauces'], 'Condiments'],
    [['en:cereals-and-potatoes', 'en:cereal-grains'], 'Pantry'],
    [['en:spreads', 'en:hummus'], 'Pantry'],
  ])('maps %j to %s', (tags, category) => {
    expect(categoryFromTags(tags)).toBe(category);
  });

  it('puts canned fish in the pantry, where a family keeps it', () => {
    expect(categoryFromTags(['en:canned-foods', 'en:fish-and-meat-and-eggs', 'en:foies-gras'])).toBe(
      'Pantry',
    );
  });

  it('keeps frozen vegetables in the freezer, whatever else they are', () => {
    expect(categoryFromTags(['en:plant-based-foods', 'en:vegetables', 'en:frozen-vegetables'])).toBe(
      'Frozen',
    );
  });

  it('says Other for unknown, empty, non-English or malformed tags', () => {
    expect(categoryFromTags(['en:dolminades'])).toBe('Other');
    expect(categoryFromTags([])).toBe('Other');
    expect(categoryFromTags(undefined)).toBe('Other');
    expect(categoryFromTags(['fr:boissons', 42, null])).toBe('Other');
  });
});

describe('nameOf', () => {
  it('prefers product_name, then English, generic and abbreviated names, then any language', () => {
    expect(nameOf({ product_name: 'Milk', product_name_en: 'English milk' })).toBe('Milk');
    expect(nameOf({ product_name: ' ', product_name_en: 'British Whole Milk' })).toBe('British Whole Milk');
    expect(nameOf({ product_name: '', generic_name: 'Citronnade' })).toBe('Citronnade');
    expect(nameOf({ abbreviated_product_name: 'Choc bar' })).toBe('Choc bar');
    expect(nameOf({ product_name_pt: 'Leite' })).toBe('Leite');
  });
  it('says null when the product has no name at all', () => {
    expect(nameOf({ product_name: '   ', brands: 'X' })).toBeNull();
  });
  it('tidies whitespace', () => {
    expect(nameOf({ product_name: '  Kit  Kat\n Chunky ' })).toBe('Kit Kat Chunky');
  });
});

describe('brandOf and imageOf', () => {
  it('takes the first of comma-separated brands', () => {
    expect(brandOf({ brands: 'Casino,Groupe Casino' })).toBe('Casino');
    // The scan-add body takes at most 100 characters of brand: a longer one must not make adding fail.
    expect(brandOf({ brands: `${'Long '.repeat(40)},Other` })).toBe('Long '.repeat(20).trimEnd());
    expect(brandOf({ brands: ' Lindt , Lindt & Sprüngli' })).toBe('Lindt');
    expect(brandOf({ brands: '' })).toBeNull();
    expect(brandOf({})).toBeNull();
  });
  it('keeps only web images, served over https', () => {
    expect(imageOf({ image_front_small_url: 'http://static.openfoodfacts.org/a.jpg' })).toBe(
      'https://static.openfoodfacts.org/a.jpg',
    );
    expect(imageOf({ image_front_small_url: 'javascript:alert(1)', image_url: 'https://x.org/b.jpg' })).toBe(
      'https://x.org/b.jpg',
    );
    expect(imageOf({})).toBeNull();
  });
});

describe('productFields', () => {
  it('reads a whole Open Food Facts product', () => {
    expect(
      productFields({
        product_name: 'British Whole Milk',
        brands: 'Morrisons,Morrisons Organic',
        categories_tags: ['en:dairies', 'en:milks'],
        image_front_small_url: 'https://static.openfoodfacts.net/images/front_en.7.200.jpg',
      }),
    ).toEqual({
      name: 'British Whole Milk',
      brand: 'Morrisons',
      category: 'Dairy',
      imageUrl: 'https://static.openfoodfacts.net/images/front_en.7.200.jpg',
    });
  });
});
