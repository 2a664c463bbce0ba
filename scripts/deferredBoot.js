// Inlined at the end of every prerendered page (scripts/prerender.ts). The page is complete
// HTML, so the application's scripts are not needed to paint it: they start after the first
// frame, and the hero image, styles and font have the network to themselves until then.
// The modules to load are listed in the page's #app-modules data block, entry first; they are
// preloaded together so the page's own chunks do not wait for the entry script to ask for them.
(function () {
  function boot() {
    var block = document.getElementById('app-modules');
    var modules = block ? JSON.parse(block.textContent) : [];
    for (var i = 1; i < modules.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    if (!modules[0]) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = modules[0];
    document.body.appendChild(script);
  }
  // The callback of the next frame runs before it paints; the timeout after it.
  requestAnimationFrame(function () {
    setTimeout(boot, 0);
  });
})();
