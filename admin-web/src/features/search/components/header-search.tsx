// Placeholder registered by the lead; its owner replaces it.
export function HeaderSearch() {
  return null;
}
