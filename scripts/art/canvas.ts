/** Canvas sizes of the slots the home page shows the art in. */
export const HERO = [1600, 900] as const;
/** Service cards: tall, the bottom third kept dark for the title. */
export const CARD = [800, 1000] as const;
/** Process step cards: light paper illustrations. */
export const STEP = [800, 600] as const;
/** Testimonial avatars. */
export const AVATAR = [160, 160] as const;
/** Call-to-action banner, wide on desktop and tall on phones. */
export const CTA_DESKTOP = [1600, 500] as const;
export const CTA_MOBILE = [750, 900] as const;
/** Card header art: small light paper illustrations above a card's title. */
export const SPOT = [800, 400] as const;
