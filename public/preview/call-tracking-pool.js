// Preview stand-in for a call-tracking number-pool script. The real script swaps the number in
// every [data-loc-phone] link for a tracked one; this one only labels the links with its pool,
// so the wiring can be checked without changing the number a visitor sees.
(() => {
  var script = document.currentScript;
  var pool = script?.src ? new URL(script.src).searchParams.get('pool') : null;
  document.querySelectorAll('a[data-loc-phone]').forEach((link) => {
    link.setAttribute('data-tracking-pool', pool || 'default');
  });
})();
