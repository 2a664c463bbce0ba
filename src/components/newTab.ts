/** Every external link opens in a new tab without handing the opener to the other site. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
