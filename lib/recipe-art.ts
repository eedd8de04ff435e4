/** Every recipe drawing in public/art/recipes/ is 800 × 600, the dish inside the middle 600 × 450. */
export const RECIPE_ART = { width: 800, height: 600 } as const;
