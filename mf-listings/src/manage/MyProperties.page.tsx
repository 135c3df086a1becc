// Placeholder: replaced by the issue-4 work on this page.
export function MyPropertiesPage() {
  return <h1>My properties</h1>;
}
