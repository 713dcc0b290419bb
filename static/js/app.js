// Small behaviours that need JavaScript; every page works without it.
(function () {
  "use strict";

  // Keyboard navigation in a replay: the arrow keys (and Home / End) follow the
  // links marked data-step-nav="prev|next|first|last". The links carry hx-get,
  // so clicking them swaps just the replay and pushes the step's own URL.
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var target = event.target;
    var tag = (target && target.tagName) || "";
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
    var keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
    var which = keys[event.key];
    if (!which) return;
    var link = document.querySelector('[data-step-nav="' + which + '"]');
    if (link && link.getAttribute("href")) {
      event.preventDefault();
      link.click();
    }
  });

  // The header's edition switch reads the chosen edition at once (without
  // JavaScript, its button does).
  document.addEventListener("change", function (event) {
    var select = event.target;
    if (select && select.matches && select.matches("select[data-submit-on-change]") && select.form) {
      select.form.submit();
    }
  });

  // After a step swap, keep the current step of the log in view by scrolling the
  // log's own list only: the page stays where the reader is (no jump to the top).
  document.addEventListener("htmx:afterSettle", function (event) {
    var replay = event.target && event.target.id === "replay" ? event.target : null;
    if (!replay) return;
    var current = replay.querySelector(".step-log .current");
    var list = current && current.parentElement;
    if (!list) return;
    if (current.offsetTop < list.scrollTop || current.offsetTop + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight / 2);
    }
  });

  // The rule sheet: a cited rule loaded into #rule-panel opens the sheet over the
  // step (on narrow screens, see rulings.css); its button or Escape closes it.
  function ruleSheet() { return document.querySelector("[data-rule-sheet]"); }
  function closeRuleSheet() {
    var sheet = ruleSheet();
    if (sheet) sheet.classList.remove("open");
  }
  document.addEventListener("htmx:afterSettle", function (event) {
    if (!event.target || event.target.id !== "rule-panel") return;
    var sheet = ruleSheet();
    if (!sheet) return;
    sheet.classList.add("open");
    var close = sheet.querySelector("[data-rule-sheet-close]");
    if (close) close.hidden = false;
    sheet.scrollTop = 0;
  });
  document.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest("[data-rule-sheet-close]")) closeRuleSheet();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") closeRuleSheet();
  });

  // A cited rule that the loaded corpus lacks (the server answers 404): say so in
  // the rule panel, with the link to the rule's page, instead of doing nothing.
  document.addEventListener("htmx:responseError", function (event) {
    var detail = event.detail || {};
    var target = detail.target;
    if (!target || target.id !== "rule-panel" || !detail.xhr || detail.xhr.status !== 404) return;
    var source = detail.elt;
    var number = (source && source.getAttribute("data-rule")) || "";
    var message = document.createElement("p");
    message.className = "missing-rule";
    // a citation into an edition that isn't loaded carries what to say (data-missing)
    var missing = source && source.getAttribute("data-missing");
    message.textContent = missing
      ? "Rule " + number + ": " + missing + ". "
      : "Rule " + number + " is not in the rules corpus loaded on this site. ";
    if (source && source.getAttribute("href")) {
      var link = document.createElement("a");
      link.href = source.getAttribute("href");
      link.textContent = "Open its page";
      message.appendChild(link);
    }
    target.replaceChildren(message);
    var sheet = ruleSheet();
    if (sheet) {
      sheet.classList.add("open");
      var close = sheet.querySelector("[data-rule-sheet-close]");
      if (close) close.hidden = false;
    }
  });

  // Card picker: choosing a suggested card fills the card field it belongs to.
  document.addEventListener("click", function (event) {
    var pick = event.target.closest ? event.target.closest("[data-card-pick]") : null;
    if (!pick) return;
    var input = document.getElementById(pick.getAttribute("data-card-target"));
    if (!input) return;
    event.preventDefault();
    input.value = pick.getAttribute("data-card-pick");
    input.dispatchEvent(new Event("change", { bubbles: true }));
    var results = pick.closest("[data-card-results]");
    if (results) results.innerHTML = "";
    input.focus();
  });

  // Share link: a copy button (shown only when the clipboard is available).
  function setUpCopyButtons(root) {
    var buttons = (root || document).querySelectorAll("[data-copy-from]");
    Array.prototype.forEach.call(buttons, function (button) {
      if (!navigator.clipboard) return;
      button.hidden = false;
    });
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-copy-from]") : null;
    if (!button) return;
    var source = document.getElementById(button.getAttribute("data-copy-from"));
    if (!source || !navigator.clipboard) return;
    navigator.clipboard.writeText(source.value).then(function () {
      button.textContent = "Copied";
    });
  });
  document.addEventListener("focusin", function (event) {
    if (event.target && event.target.hasAttribute && event.target.hasAttribute("data-select-on-focus")) {
      event.target.select();
    }
  });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { setUpCopyButtons(document); });
  } else {
    setUpCopyButtons(document);
  }
})();
