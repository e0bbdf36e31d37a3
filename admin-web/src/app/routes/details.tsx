// Placeholder registered by the lead; its owner replaces it.
export default function DetailsRoute() {
  return null;
}
