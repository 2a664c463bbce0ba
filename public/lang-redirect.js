// Runs in <head> before the page paints. A visitor who chose a language with the switcher and
// opens a plain (unprefixed) URL in another language is sent to the same page in their language.
// The page's own hreflang alternates say where that is, so this file knows no routes.
// The storage key must equal `storageKeys.language` in src/config/storageKeys.ts (a unit test checks it).
(function () {
  try {
    var chosen = localStorage.getItem('site.lng');
    if (!chosen || chosen === document.documentElement.lang) return;
    var alternates = document.querySelectorAll('link[rel="alternate"][hreflang]');
    var codes = [];
    var target = null;
    for (var i = 0; i < alternates.length; i++) {
      var lang = alternates[i].getAttribute('hreflang');
      if (lang === 'x-default') continue;
      codes.push(lang);
      if (lang === chosen) target = new URL(alternates[i].href).pathname;
    }
    var explicitlyPrefixed = codes.indexOf(location.pathname.split('/')[1]) !== -1;
    if (target && !explicitlyPrefixed && target !== location.pathname) {
      location.replace(target + location.search + location.hash);
    }
  } catch (e) {
    // Storage blocked: stay on the page as it is.
  }
})();
