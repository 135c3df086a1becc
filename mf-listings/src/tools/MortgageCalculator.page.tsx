// Placeholder: replaced by the issue-4 work on this page.
export function MortgageCalculatorPage() {
  return <h1>Mortgage calculator</h1>;
}
