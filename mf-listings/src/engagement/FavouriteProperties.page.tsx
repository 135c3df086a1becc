// Placeholder: replaced by the issue-4 work on this page.
export function FavouritePropertiesPage() {
  return <h1>Favourites</h1>;
}
