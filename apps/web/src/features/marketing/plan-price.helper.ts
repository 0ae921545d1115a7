import { annualSavings, formatPrice } from '@kitching/contracts';

export type BillingPeriod = 'monthly' | 'annual';

export interface PlanPrices {
  monthly: number;
  annual: number;
}

/** What a plan card shows for one billing period: the price, its unit and, for annual, the saving. */
export interface PlanPriceView {
  price: string;
  per: '/month' | '/year';
  /** Annual only: what the year costs spread over twelve months ('$4.17/month'). */
  monthlyEquivalent: string | null;
  /** Annual only: 'Save $9.89 (17%)'. */
  savings: string | null;
}

export function planPriceView(plan: PlanPrices, period: BillingPeriod): PlanPriceView {
  if (period === 'monthly') {
    return { price: formatPrice(plan.monthly), per: '/month', monthlyEquivalent: null, savings: null };
  }
  const { amount, percent } = annualSavings(plan.monthly, plan.annual);
  return {
    price: formatPrice(plan.annual),
    per: '/year',
    monthlyEquivalent: `${formatPrice(Math.round((plan.annual * 100) / 12) / 100)}/month`,
    savings: amount > 0 ? `Save ${formatPrice(amount)} (${percent}%)` : null,
  };
}
