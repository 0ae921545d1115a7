/** Spec 9 pricing constants and the savings rule (amount and rounded percent). */
export const PLANS = [
  {
    id: 'family',
    name: 'Family',
    monthly: 4.99,
    annual: 49.99,
    popular: false,
    members: 'Up to 6 family members',
  },
  {
    id: 'family-plus',
    name: 'Family Plus',
    monthly: 9.99,
    annual: 99.99,
    popular: true,
    members: 'Unlimited family members',
  },
] as const;

export const TRIAL_DAYS = 14;

/** What a year billed annually saves over twelve monthly payments. */
export function annualSavings(monthly: number, annual: number): { amount: number; percent: number } {
  const yearOfMonths = Math.round(monthly * 12 * 100);
  const saved = yearOfMonths - Math.round(annual * 100);
  return { amount: saved / 100, percent: Math.round((saved / yearOfMonths) * 100) };
}

/** The badge on the annual toggle: the best saving over all plans ('up to 17%'). */
export function maxSavingsPercent(): number {
  return Math.max(...PLANS.map((p) => annualSavings(p.monthly, p.annual).percent));
}

export const formatPrice = (amount: number) => `$${amount.toFixed(2)}`;
