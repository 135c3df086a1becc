// Placeholder: replaced by the issue-4 work on this page.
export function MyPropertyPage() {
  return <h1>My property</h1>;
}
