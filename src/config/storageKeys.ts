/**
 * Everything the site keeps in the visitor's browser, in one place, so the privacy policy can
 * name exactly what the code stores. The site sets no cookies.
 */
export const storageKeys = {
  /** localStorage: the language the visitor chose with the switcher. */
  language: 'site.lng',
  /** localStorage: set when the visitor dismisses the language offer. */
  languageOfferDismissed: 'site.lngOfferDismissed',
  /** sessionStorage: the chat conversation, so it survives a page change. */
  chatConversation: 'site.chat',
  /** sessionStorage: the chat window was open, so the next page opens it again. */
  chatOpen: 'site.chatOpen',
  /** sessionStorage: the home page's welcome notice was shown in this session. */
  welcomeShown: 'home.welcomeShown',
  /** sessionStorage: the visitor chose to load the scheduling provider's booking window. */
  bookingConsent: 'site.bookingConsent',
} as const;
