// Placeholder: replaced by the issue-4 work on this page.
export function InterestedPropertiesPage() {
  return <h1>Interested</h1>;
}
