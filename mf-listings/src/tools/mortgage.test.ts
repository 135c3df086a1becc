import { describe, expect, it } from 'vitest';
import { amortize, type MortgageInput, monthlyEmi, mortgageInputProblem } from './mortgage.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('monthlyEmi', () => {
  it('matches the hand-computed EMI: 1,000,000 at 7.5 % for 20 years ≈ 8055.93', () => {
    expect(monthlyEmi(1_000_000, 7.5, 240)).toBeCloseTo(8055.93, 2);
  });

  it('matches other reference values', () => {
    // 100,000 at 12 % over 12 months: r = 0.01 → 8884.88 (standard table value).
    expect(monthlyEmi(100_000, 12, 12)).toBeCloseTo(8884.88, 2);
    // 200,000 at 6 % over 30 years → 1199.10.
    expect(monthlyEmi(200_000, 6, 360)).toBeCloseTo(1199.1, 2);
  });

  it('splits evenly at 0 %', () => {
    expect(monthlyEmi(120_000, 0, 120)).toBe(1000);
  });
});

describe('amortize', () => {
  const schedule = amortize({ loanAmount: 1_200_000, downPayment: 200_000, annualRatePercent: 7.5, years: 20 });

  it('subtracts the down payment from the loan amount', () => {
    expect(schedule.principal).toBe(1_000_000);
    expect(schedule.monthlyEmi).toBeCloseTo(8055.93, 2);
  });

  it('computes totals consistent with the EMI', () => {
    expect(schedule.totalAmount).toBeCloseTo(schedule.monthlyEmi * 240, 4);
    expect(schedule.totalAmount).toBeCloseTo(1_933_423.3, 0);
    expect(schedule.totalInterest).toBeCloseTo(schedule.totalAmount - 1_000_000, 6);
    expect(schedule.totalInterest).toBeCloseTo(933_423.3, 0);
  });

  it('has one row per month whose parts add up', () => {
    expect(schedule.months).toHaveLength(240);
    const first = schedule.months[0];
    expect(first?.month).toBe(1);
    expect(first?.interest).toBeCloseTo(6250, 6);
    expect(first?.principal).toBeCloseTo(8055.93 - 6250, 2);
    expect(first?.balance).toBeCloseTo(1_000_000 - (8055.93 - 6250), 1);
    for (const row of schedule.months) {
      expect(row.principal + row.interest).toBeCloseTo(row.emi, 6);
      expect(row.emi).toBeCloseTo(schedule.monthlyEmi, 6);
    }
    expect(sum(schedule.months.map((m) => m.principal))).toBeCloseTo(1_000_000, 6);
  });

  it('ends with a balance of exactly 0', () => {
    expect(schedule.months.at(-1)?.balance).toBe(0);
    expect(schedule.years.at(-1)?.balance).toBe(0);
  });

  it('groups months into years', () => {
    expect(schedule.years).toHaveLength(20);
    expect(schedule.years.map((y) => y.year)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const firstYear = schedule.years[0];
    const firstTwelve = schedule.months.slice(0, 12);
    expect(firstYear?.interest).toBeCloseTo(sum(firstTwelve.map((m) => m.interest)), 6);
    expect(firstYear?.principal).toBeCloseTo(sum(firstTwelve.map((m) => m.principal)), 6);
    expect(firstYear?.balance).toBe(schedule.months[11]?.balance);
    expect(sum(schedule.years.map((y) => y.interest))).toBeCloseTo(schedule.totalInterest, 4);
  });

  it('handles a 0 % rate', () => {
    const free = amortize({ loanAmount: 120_000, annualRatePercent: 0, years: 10 });
    expect(free.monthlyEmi).toBe(1000);
    expect(free.totalInterest).toBeCloseTo(0, 9);
    expect(free.totalAmount).toBeCloseTo(120_000, 9);
    expect(free.months.every((m) => m.interest === 0)).toBe(true);
    expect(free.years[0]?.balance).toBeCloseTo(108_000, 6);
  });

  it('keeps a partial last year for terms that are not whole years', () => {
    const short = amortize({ loanAmount: 30_000, annualRatePercent: 0, years: 2.5 });
    expect(short.months).toHaveLength(30);
    expect(short.years).toHaveLength(3);
    expect(short.years[2]?.principal).toBeCloseTo(6000, 9);
  });

  it('throws a RangeError when the down payment covers the loan', () => {
    expect(() => amortize({ loanAmount: 100, downPayment: 100, annualRatePercent: 5, years: 1 })).toThrow(
      new RangeError('Down payment must be less than the loan amount.'),
    );
    expect(() => amortize({ loanAmount: 100, downPayment: 150, annualRatePercent: 5, years: 1 })).toThrow(RangeError);
  });

  it('throws a RangeError for invalid input', () => {
    expect(() => amortize({ loanAmount: 0, annualRatePercent: 5, years: 1 })).toThrow(
      'Loan amount must be a number greater than 0.',
    );
    expect(() => amortize({ loanAmount: 100, downPayment: -1, annualRatePercent: 5, years: 1 })).toThrow(
      'Down payment must be a number of at least 0.',
    );
    expect(() => amortize({ loanAmount: 100, annualRatePercent: -1, years: 1 })).toThrow(
      'Interest rate must be a number of at least 0.',
    );
    expect(() => amortize({ loanAmount: 100, annualRatePercent: 5, years: 0 })).toThrow(
      'Loan term in years must be a number greater than 0.',
    );
    expect(() => amortize({ loanAmount: 100, annualRatePercent: 5, years: 0.01 })).toThrow(
      'Loan term must be at least one month.',
    );
    expect(() => amortize({ loanAmount: Number.NaN, annualRatePercent: 5, years: 1 })).toThrow(RangeError);
  });
});

describe('mortgageInputProblem', () => {
  const ok: MortgageInput = { loanAmount: 5_000_000, downPayment: 1_000_000, annualRatePercent: 8.5, years: 20 };

  it('accepts what amortize accepts, including 0 % interest and no down payment', () => {
    expect(mortgageInputProblem(ok)).toBeNull();
    expect(mortgageInputProblem({ ...ok, annualRatePercent: 0 })).toBeNull();
    expect(mortgageInputProblem({ loanAmount: 100, annualRatePercent: 5, years: 1 })).toBeNull();
    expect(() => amortize({ ...ok, annualRatePercent: 0 })).not.toThrow();
  });

  it('refuses a down payment equal to or above the loan amount', () => {
    expect(mortgageInputProblem({ ...ok, downPayment: 5_000_000 })).toBe('downPaymentTooHigh');
    expect(mortgageInputProblem({ ...ok, downPayment: 6_000_000 })).toBe('downPaymentTooHigh');
    expect(mortgageInputProblem({ ...ok, downPayment: 4_999_999 })).toBeNull();
  });

  it('names the first bad field in form order', () => {
    expect(mortgageInputProblem({ ...ok, loanAmount: 0 })).toBe('loanAmount');
    expect(mortgageInputProblem({ ...ok, loanAmount: Number.NaN, years: 0 })).toBe('loanAmount');
    expect(mortgageInputProblem({ ...ok, downPayment: -1 })).toBe('downPayment');
    expect(mortgageInputProblem({ ...ok, annualRatePercent: -0.5 })).toBe('interestRate');
    expect(mortgageInputProblem({ ...ok, annualRatePercent: Number.POSITIVE_INFINITY })).toBe('interestRate');
    expect(mortgageInputProblem({ ...ok, years: 0 })).toBe('years');
    expect(mortgageInputProblem({ ...ok, years: 0.02 })).toBe('termTooShort');
  });

  it('agrees with amortize: every refused input throws, every accepted one does not', () => {
    const cases: MortgageInput[] = [
      ok,
      { ...ok, loanAmount: -5 },
      { ...ok, downPayment: ok.loanAmount },
      { ...ok, annualRatePercent: -1 },
      { ...ok, years: 0 },
      { ...ok, years: 0.04 },
      { ...ok, years: 0.05 },
      { ...ok, annualRatePercent: 0, downPayment: 0 },
    ];
    for (const input of cases) {
      if (mortgageInputProblem(input)) expect(() => amortize(input)).toThrow(RangeError);
      else expect(() => amortize(input)).not.toThrow();
    }
  });

  it('at 0 % the payable interest is 0 and the EMI is the principal over the months', () => {
    const s = amortize({ loanAmount: 1_000_000, downPayment: 400_000, annualRatePercent: 0, years: 5 });
    expect(s.principal).toBe(600_000);
    expect(s.monthlyEmi).toBe(10_000);
    expect(s.totalInterest).toBeCloseTo(0, 9);
    expect(s.years.map((y) => y.principal)).toEqual(
      [120_000, 120_000, 120_000, 120_000, 120_000].map((v) => expect.closeTo(v, 6)),
    );
  });
});
