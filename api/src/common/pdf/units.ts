/** PDF points (1/72 inch) in `millimetres`. */
export const mm = (millimetres: number): number => (millimetres * 72) / 25.4;
