// Placeholder: replaced by the issue-4 work on this page.
export function PersonalizeFeedPage() {
  return <h1>Personalised feed</h1>;
}
