// Small behaviours that need JavaScript; every page works without it.
(function () {
  "use strict";
  // Keyboard navigation: elements with data-key-left / data-key-right hold the
  // URL to follow on the arrow keys (used by the scenario replay).
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    var tag = (event.target && event.target.tagName) || "";
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    var keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
    var which = keys[event.key];
    if (!which) return;
    var link = document.querySelector('[data-step-nav="' + which + '"]');
    if (link && link.getAttribute("href")) {
      event.preventDefault();
      link.click();
    }
  });
})();
