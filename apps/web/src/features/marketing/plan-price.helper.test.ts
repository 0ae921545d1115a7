import { PLANS } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { planPriceView } from './plan-price.helper';

const [family, familyPlus] = PLANS;

describe('planPriceView', () => {
  it('shows the monthly price without any saving', () => {
    expect(planPriceView(family, 'monthly')).toEqual({
      price: '$4.99',
      per: '/month',
      monthlyEquivalent: null,
      savings: null,
    });
  });

  it('shows the Family annual price with its saving as amount and rounded percent', () => {
    expect(planPriceView(family, 'annual')).toEqual({
      price: '$49.99',
      per: '/year',
      monthlyEquivalent: '$4.17/month',
      savings: 'Save $9.89 (17%)',
    });
  });

  it('rounds the Family Plus saving percent (16.6% reads 17%)', () => {
    expect(planPriceView(familyPlus, 'annual')).toMatchObject({
      price: '$99.99',
      monthlyEquivalent: '$8.33/month',
      savings: 'Save $19.89 (17%)',
    });
  });

  it('claims no saving when the annual price is not cheaper', () => {
    expect(planPriceView({ monthly: 5, annual: 60 }, 'annual').savings).toBeNull();
  });
});
