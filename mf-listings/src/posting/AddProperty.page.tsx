// Placeholder: replaced by the issue-4 work on this page.
export function AddPropertyPage() {
  return <h1>Add property</h1>;
}
