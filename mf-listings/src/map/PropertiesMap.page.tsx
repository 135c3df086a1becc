// Placeholder: replaced by the issue-4 work on this page.
export function PropertiesMapPage() {
  return <h1>Map</h1>;
}
