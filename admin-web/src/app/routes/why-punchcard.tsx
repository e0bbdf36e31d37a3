// Placeholder registered by the lead; its owner replaces it.
export default function WhyPunchcardRoute() {
  return null;
}
