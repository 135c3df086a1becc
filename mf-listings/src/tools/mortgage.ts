/** Input of {@link amortize}: `loanAmount` is the property price before the down payment. */
export interface MortgageInput {
  loanAmount: number;
  downPayment?: number;
  annualRatePercent: number;
  years: number;
}

/** One month of the schedule; `balance` is what remains owed after this payment. */
export interface MortgageMonth {
  month: number;
  emi: number;
  principal: number;
  interest: number;
  balance: number;
}

/** One loan year of the schedule (months 1–12 are year 1); `balance` is what remains after its last payment. */
export interface MortgageYear {
  year: number;
  principal: number;
  interest: number;
  balance: number;
}

/** Result of {@link amortize}. Amounts are unrounded; rounding is left to display (formatPrice). */
export interface MortgageSchedule {
  principal: number;
  monthlyEmi: number;
  totalInterest: number;
  totalAmount: number;
  months: MortgageMonth[];
  years: MortgageYear[];
}

/** The fixed monthly instalment for a principal at an annual rate over a number of months. */
export function monthlyEmi(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100 / 12;
  // The annuity formula divides by zero at 0 %; the loan is then simply split evenly.
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** Why a mortgage input is refused, for a translated message in the interface. */
export type MortgageInputProblem =
  | 'loanAmount'
  | 'downPayment'
  | 'downPaymentTooHigh'
  | 'interestRate'
  | 'years'
  | 'termTooShort';

/**
 * The first problem of a mortgage input, in field order, or null when {@link amortize} will accept it.
 * Lets a form show a message instead of catching the RangeError.
 */
export function mortgageInputProblem(input: MortgageInput): MortgageInputProblem | null {
  const { loanAmount, downPayment = 0, annualRatePercent, years } = input;
  if (!Number.isFinite(loanAmount) || loanAmount <= 0) return 'loanAmount';
  if (!Number.isFinite(downPayment) || downPayment < 0) return 'downPayment';
  if (downPayment >= loanAmount) return 'downPaymentTooHigh';
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) return 'interestRate';
  if (!Number.isFinite(years) || years <= 0) return 'years';
  if (Math.round(years * 12) < 1) return 'termTooShort';
  return null;
}

function requireFinite(name: string, value: number, min: number, inclusive: boolean): void {
  if (!Number.isFinite(value) || (inclusive ? value < min : value <= min)) {
    throw new RangeError(`${name} must be a number ${inclusive ? 'of at least' : 'greater than'} ${min}.`);
  }
}

/**
 * A monthly amortisation schedule with yearly totals for a fixed-rate loan.
 * Throws a RangeError for invalid input, including a down payment that covers the whole loan amount.
 */
export function amortize(input: MortgageInput): MortgageSchedule {
  const { loanAmount, downPayment = 0, annualRatePercent, years } = input;
  requireFinite('Loan amount', loanAmount, 0, false);
  requireFinite('Down payment', downPayment, 0, true);
  requireFinite('Interest rate', annualRatePercent, 0, true);
  requireFinite('Loan term in years', years, 0, false);
  if (downPayment >= loanAmount) {
    throw new RangeError('Down payment must be less than the loan amount.');
  }
  // Terms such as 2.5 years are honoured to the nearest month.
  const monthCount = Math.round(years * 12);
  if (monthCount < 1) throw new RangeError('Loan term must be at least one month.');

  const principal = loanAmount - downPayment;
  const rate = annualRatePercent / 100 / 12;
  const emi = monthlyEmi(principal, annualRatePercent, monthCount);

  const months: MortgageMonth[] = [];
  const yearRows: MortgageYear[] = [];
  let balance = principal;
  let totalAmount = 0;
  for (let month = 1; month <= monthCount; month++) {
    const interest = balance * rate;
    // The last payment clears whatever floating-point drift is left, so the balance ends at exactly 0.
    const principalPart = month === monthCount ? balance : emi - interest;
    const payment = principalPart + interest;
    balance = month === monthCount ? 0 : balance - principalPart;
    totalAmount += payment;
    months.push({ month, emi: payment, principal: principalPart, interest, balance });

    const year = Math.ceil(month / 12);
    const row = yearRows[year - 1];
    if (row) {
      row.principal += principalPart;
      row.interest += interest;
      row.balance = balance;
    } else {
      yearRows.push({ year, principal: principalPart, interest, balance });
    }
  }

  return {
    principal,
    monthlyEmi: emi,
    totalInterest: totalAmount - principal,
    totalAmount,
    months,
    years: yearRows,
  };
}
