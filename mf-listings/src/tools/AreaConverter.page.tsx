// Placeholder: replaced by the issue-4 work on this page.
export function AreaConverterPage() {
  return <h1>Area converter</h1>;
}
