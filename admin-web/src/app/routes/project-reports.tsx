// Placeholder route: its feature's owner replaces it.
export default function PlaceholderRoute() {
  return null;
}
