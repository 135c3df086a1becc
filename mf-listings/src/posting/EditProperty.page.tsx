// Placeholder: replaced by the issue-4 work on this page.
export function EditPropertyPage() {
  return <h1>Edit property</h1>;
}
