// Inlined at the end of every prerendered page (scripts/prerender.ts). The page is complete
// HTML, so its scripts are not needed to paint it: they start once the page has painted, and the hero image, styles and font have the network to themselves until then.
// The modules to load are listed in the page's #app-modules data block, the islands script
// first. The rest are preloaded so they do not wait for the islands script to ask for them, a
// few per task: the browser compiles each preloaded module as it arrives, and all of them in
// one go would block the main thread for a long moment on a phone.
// Until the page's scripts answer taps, a tap on an island's control is held and given again
// once they do: a button pressed during the first seconds is not lost. A plain link needs no
// script and is left alone. They answer when the islands script holds taps itself
// (<html data-islands="ready">, src/islands/client.ts). `data-island` is
// islandAttributes.name (src/components/islands/attributes.ts; a unit test checks both).
(function () {
  var root = document.documentElement;
  var held = [];
  function hold(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('[data-island]')) return;
    var link = target.closest('a[href]');
    if (link && !link.hasAttribute('aria-haspopup')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  }
  document.addEventListener('click', hold, true);
  new MutationObserver(function (records, observer) {
    if (root.getAttribute('data-islands') !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    held.splice(0).forEach(function (target) {
      // An icon inside a button may be the target: SVG elements have no click().
      if (target.isConnected)
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-islands'] });
})();
(function () {
  var started = false;
  var perTask = 6;
  function nextTask(callback) {
    // A message, not a timer: a test's paused clock must not hold the page back.
    var channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  }
  function boot() {
    if (started) return;
    started = true;
    var block = document.getElementById('app-modules');
    var modules = block ? JSON.parse(block.textContent) : [];
    if (!modules[0]) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = modules[0];
    document.body.appendChild(script);
    var next = 1;
    (function preloadSome() {
      var links = document.createDocumentFragment();
      for (var end = Math.min(next + perTask, modules.length); next < end; next++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = modules[next];
        links.appendChild(link);
      }
      document.head.appendChild(links);
      if (next < modules.length) nextTask(preloadSome);
    })();
  }
  // The first paint with content, reported by the browser; the load event where paint timing
  // is missing (the load event can come before the first paint, so it is no substitute where
  // the paint is reported). Neither is a timer, so a page whose timers stand still (a test's
  // paused clock) starts too.
  var paintReported =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (paintReported) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) boot();
    }).observe({ type: 'paint', buffered: true });
  } else {
    addEventListener('load', boot);
  }
})();
