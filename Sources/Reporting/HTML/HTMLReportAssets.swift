/// The HTML report's style sheet and script, inlined into the page so it needs nothing else.
enum HTMLReportAssets {
    /// The style sheet: relative units only, system fonts, visible focus, pictures no wider than
    /// their column; two columns (picture beside findings) from 64em, one below (and at 200 % zoom).
    static let css = #"""
        :root {
          color-scheme: light;
          --text: #1d1d1f;
          --muted: #4a4a55;
          --line: #c9c9d1;
          --panel: #f3f3f6;
          --error: #b3261e;
          --warning: #7a4a00;
          --note: #2f5d8a;
          --ok: #1e6b34;
          --link: #0b57d0;
          --focus: #0b57d0;
          --selected: #e8effc;
        }
        *, *::before, *::after { box-sizing: border-box; }
        html {
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
          line-height: 1.5;
          color: var(--text);
          background: #fff;
          -webkit-text-size-adjust: 100%;
          text-size-adjust: 100%;
        }
        body { margin: 0; }
        .page-header, main, .page-footer { max-width: 100rem; margin: 0 auto; padding: 0 1rem; }
        h1 { font-size: 1.75rem; line-height: 1.2; margin: 1.5rem 0 0.5rem; }
        h2 { font-size: 1.4rem; line-height: 1.25; margin: 2rem 0 0.5rem; }
        h3 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
        a { color: var(--link); }
        img { max-width: 100%; height: auto; }
        code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.9em; overflow-wrap: anywhere; }
        :focus-visible { outline: 0.1875rem solid var(--focus); outline-offset: 0.125rem; }
        .skip-link { position: absolute; left: 0.5rem; top: -10rem; background: #fff; padding: 0.5rem 1rem; z-index: 10; }
        .skip-link:focus { top: 0.5rem; }
        .visually-hidden {
          position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
          clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
        }
        .screen-nav { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; padding: 0; margin: 0.5rem 0; }
        .summary, .screen { border-top: 0.0625rem solid var(--line); }
        .readiness { border-left: 0.375rem solid var(--ok); background: var(--panel); padding: 0.5rem 1rem; font-weight: 600; }
        .readiness.not-ready { border-left-color: var(--error); }
        td.ready { color: var(--ok); }
        td.not-ready { color: var(--error); }
        .totals { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; list-style: none; padding: 0; }
        .totals strong { font-size: 1.25em; }
        .total-error strong { color: var(--error); }
        .total-warning strong { color: var(--warning); }
        .total-note strong { color: var(--note); }
        .table-scroll { overflow-x: auto; max-width: 100%; }
        table { border-collapse: collapse; min-width: 100%; }
        caption { text-align: start; color: var(--muted); padding-bottom: 0.25rem; }
        th, td { text-align: start; vertical-align: top; padding: 0.375rem 0.75rem 0.375rem 0; border-bottom: 0.0625rem solid var(--line); }
        .definition { margin: 1rem 0; color: var(--muted); }
        .definition summary { cursor: pointer; color: var(--text); }
        .screen-facts { color: var(--muted); }
        .sheet { margin: 0; }
        .sheet img { display: block; border: 0.0625rem solid var(--line); }
        .sheet figcaption { color: var(--muted); font-size: 0.9rem; }
        .viewer-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem 2rem; align-items: start; }
        .controls { background: #fff; padding-bottom: 0.5rem; }
        .controls label { font-weight: 600; display: block; }
        .size-slider { width: 100%; min-height: 2rem; margin: 0.25rem 0 0; accent-color: var(--focus); }
        .slider-ends { display: flex; justify-content: space-between; margin: 0; color: var(--muted); font-size: 0.85rem; }
        .size-value { margin: 0.25rem 0; font-size: 1.1rem; font-weight: 600; }
        .hint { margin: 0.25rem 0; color: var(--muted); font-size: 0.9rem; }
        .size-list { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; padding: 0; margin: 0.5rem 0; }
        .size-link {
          display: inline-block; min-width: 2.75rem; padding: 0.125rem 0.5rem; text-align: center;
          border: 0.0625rem solid var(--line); border-radius: 0.25rem; text-decoration: none; color: var(--text);
        }
        .size-link.has-errors { border-bottom: 0.25rem solid var(--error); }
        .size-link.has-warnings { border-bottom: 0.25rem solid var(--warning); }
        .size-link[aria-current="true"] { background: var(--text); color: #fff; }
        .selection { margin: 0.25rem 0; min-height: 1.5em; }
        .picture { position: relative; display: inline-block; max-width: 100%; line-height: 0; vertical-align: top; }
        .picture img { display: block; border: 0.0625rem solid var(--line); }
        .marks { position: absolute; inset: 0; pointer-events: none; }
        .mark {
          position: absolute; border: 0.1875rem solid var(--focus); border-radius: 0.25rem; background: rgba(11, 87, 208, 0.12);
          box-shadow: 0 0 0 0.125rem #fff, 0 0 0 0.3125rem var(--focus);
        }
        .findings { list-style: none; padding: 0; margin: 0; }
        .finding { border-top: 0.0625rem solid var(--line); padding: 0.5rem 0.5rem 0.75rem; }
        .finding.selected { background: var(--selected); }
        .finding p { margin: 0.25rem 0; }
        .finding-title { font-weight: 600; }
        .finding-meta, .location { color: var(--muted); font-size: 0.95rem; }
        .message { white-space: pre-line; }
        .evidence { font-style: italic; color: #5a5a5a; }
        .badge { display: inline-block; padding: 0 0.4em; border-radius: 0.25em; color: #fff; font-size: 0.85em; font-weight: 700; }
        .badge-error { background: var(--error); }
        .badge-warning { background: var(--warning); }
        .badge-note { background: var(--note); }
        .show-finding {
          font: inherit; color: var(--link); background: #fff; border: 0.125rem solid var(--link); border-radius: 0.375rem;
          padding: 0.25rem 0.75rem; min-height: 2.75rem; cursor: pointer;
        }
        .show-finding[aria-pressed="true"] { background: var(--link); color: #fff; }
        .unmarked { color: var(--muted); }
        .fixes dt { font-weight: 600; margin-top: 0.75rem; }
        .fixes dd { margin: 0.25rem 0 0 1rem; }
        .fixes p { margin: 0.25rem 0; }
        .why { color: var(--muted); }
        .page-footer { color: var(--muted); border-top: 0.0625rem solid var(--line); margin-top: 2rem; }
        #selftest { white-space: pre-wrap; }
        @media (min-width: 64em) {
          .viewer-layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
          .viewer { position: sticky; top: 0; max-height: 100vh; overflow: auto; }
          .picture img { width: auto; max-height: calc(100vh - 20rem); min-height: 12rem; }
        }
        @media (forced-colors: active) {
          .mark { border-color: Highlight; box-shadow: none; }
          .badge, .size-link[aria-current="true"], .show-finding[aria-pressed="true"] { forced-color-adjust: none; }
        }
        @media print {
          .viewer { position: static; max-height: none; }
          .controls, .show-finding { display: none; }
        }

        """#

    /// The script: the size sliders, the size links, the finding buttons and, with `#selftest`,
    /// a test of all of them that writes its verdict into `<pre id="selftest">`.
    static let script = #"""
        (function () {
          "use strict";
          var problems = [];
          var originalError = console.error;
          console.error = function () {
            problems.push("console.error: " + Array.prototype.join.call(arguments, " "));
            return originalError.apply(console, arguments);
          };
          window.addEventListener("error", function (event) {
            problems.push("error: " + (event.message || (event.target && (event.target.src || event.target.tagName)) || "unknown"));
          }, true);

          var dataElement = document.getElementById("reflow-data");
          var data = dataElement ? JSON.parse(dataElement.textContent) : { screens: [] };
          var selected = {};

          function element(screen, suffix) { return document.getElementById(data.screens[screen].id + suffix); }

          function showSize(screen, index) {
            var sizes = data.screens[screen].sizes;
            if (!(index >= 0 && index < sizes.length)) { return; }
            var size = sizes[index];
            var slider = element(screen, "-size");
            if (slider.value !== String(index)) { slider.value = String(index); }
            slider.setAttribute("aria-valuetext", size.status);
            var image = element(screen, "-picture");
            if (image.getAttribute("src") !== size.src) {
              if (size.srcset) { image.setAttribute("srcset", size.srcset); }
              image.setAttribute("src", size.src);
              image.setAttribute("width", String(size.width));
              image.setAttribute("height", String(size.height));
            }
            image.setAttribute("alt", size.alt);
            element(screen, "-size-value").textContent = size.status;
            var links = element(screen, "-viewer").querySelectorAll("a[data-size]");
            for (var i = 0; i < links.length; i += 1) {
              if (Number(links[i].getAttribute("data-size")) === index) {
                links[i].setAttribute("aria-current", "true");
              } else {
                links[i].removeAttribute("aria-current");
              }
            }
            drawMarks(screen);
          }

          function drawMarks(screen) {
            var layer = element(screen, "-marks");
            var note = element(screen, "-selection");
            while (layer.firstChild) { layer.removeChild(layer.firstChild); }
            var chosen = selected[screen];
            if (!chosen) { note.textContent = ""; return; }
            var size = data.screens[screen].sizes[Number(element(screen, "-size").value)];
            var regions = size.regions[chosen.id] || [];
            regions.forEach(function (region) {
              // A region smaller than 24 CSS pixels (an overlap's shared sliver) grows around its centre to stay visible.
              var width = Math.max(region[2], 2400 / size.width), height = Math.max(region[3], 2400 / size.height);
              var box = document.createElement("div");
              box.className = "mark";
              box.style.left = (region[0] + region[2] / 2 - width / 2) + "%";
              box.style.top = (region[1] + region[3] / 2 - height / 2) + "%";
              box.style.width = width + "%";
              box.style.height = height + "%";
              layer.appendChild(box);
            });
            note.textContent = regions.length > 0
              ? "Outlined in blue: " + chosen.label + " at " + size.name + "."
              : chosen.label + " is not marked at " + size.name + ".";
          }

          function choose(button, scroll) {
            var screen = Number(button.getAttribute("data-screen"));
            selected[screen] = { id: button.getAttribute("data-finding"), label: button.getAttribute("data-label") };
            var buttons = document.querySelectorAll('button.show-finding[data-screen="' + screen + '"]');
            for (var i = 0; i < buttons.length; i += 1) {
              var pressed = buttons[i] === button;
              buttons[i].setAttribute("aria-pressed", pressed ? "true" : "false");
              var item = buttons[i].closest("li");
              if (item) { item.classList.toggle("selected", pressed); }
            }
            showSize(screen, Number(button.getAttribute("data-size")));
            if (scroll) {
              // Bring the first outlined region (else the picture) into view once the picture has its size.
              var picture = element(screen, "-picture");
              var reveal = function () {
                var mark = element(screen, "-marks").querySelector(".mark") || picture;
                var box = mark.getBoundingClientRect();
                var viewer = element(screen, "-viewer").getBoundingClientRect();
                if (box.top < Math.max(0, viewer.top) || box.bottom > Math.min(window.innerHeight, viewer.bottom)) {
                  mark.scrollIntoView({ block: "center" });
                }
              };
              if (picture.complete) { reveal(); } else { picture.addEventListener("load", reveal, { once: true }); }
            }
          }

          data.screens.forEach(function (info, screen) {
            var slider = element(screen, "-size");
            if (!slider) { return; }
            var update = function () { showSize(screen, Number(slider.value)); };
            slider.addEventListener("input", update);
            slider.addEventListener("change", update);
            var links = element(screen, "-viewer").querySelectorAll("a[data-size]");
            Array.prototype.forEach.call(links, function (link) {
              link.addEventListener("click", function (event) {
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) { return; }
                event.preventDefault();
                showSize(screen, Number(link.getAttribute("data-size")));
              });
            });
          });
          Array.prototype.forEach.call(document.querySelectorAll("button.show-finding"), function (button) {
            button.addEventListener("click", function () { choose(button, true); });
            button.addEventListener("focus", function () { choose(button, false); });
          });

          // A link to a finding (`index.html#screen-…-clipped-text-…`) shows it, as its button does.
          function chooseFromHash() {
            var name = window.location.hash.slice(1);
            if (!name || name === "selftest") { return; }
            var target = document.getElementById(decodeURIComponent(name));
            var button = target && target.querySelector("button.show-finding");
            if (button) { choose(button, false); }
          }
          chooseFromHash();
          window.addEventListener("hashchange", chooseFromHash);

          function selfTest() {
            var passed = [];
            var failed = [];
            function check(condition, what) { (condition ? passed : failed).push(what); }
            var sliders = document.querySelectorAll('input[type="range"]');
            check(sliders.length === data.screens.filter(function (s) { return s.sizes.length > 0; }).length, "one slider per screen with pictures");
            check(sliders.length > 0, "a slider exists");
            var ids = {};
            var duplicates = [];
            Array.prototype.forEach.call(document.querySelectorAll("[id]"), function (node) {
              if (ids[node.id]) { duplicates.push(node.id); }
              ids[node.id] = true;
            });
            check(duplicates.length === 0, "ids are unique" + (duplicates.length ? " (" + duplicates.join(", ") + ")" : ""));
            data.screens.forEach(function (info, screen) {
              if (info.sizes.length === 0) { return; }
              var slider = element(screen, "-size");
              var image = element(screen, "-picture");
              check(slider.min === "0" && slider.max === String(info.sizes.length - 1) && slider.step === "1",
                    info.id + ": slider has " + info.sizes.length + " steps");
              var start = Number(slider.value);
              var target = start === 0 ? info.sizes.length - 1 : 0;
              var before = image.getAttribute("src");
              slider.value = String(target);
              slider.dispatchEvent(new Event("input", { bubbles: true }));
              check(image.getAttribute("src") === info.sizes[target].src && (before !== info.sizes[target].src || info.sizes.length === 1),
                    info.id + ": moving the slider swaps the picture");
              check(slider.getAttribute("aria-valuetext") === info.sizes[target].status, info.id + ": the slider announces its size");
              var button = document.querySelector('button.show-finding[data-screen="' + screen + '"]');
              if (button) {
                var wanted = Number(button.getAttribute("data-size"));
                slider.value = String(wanted === 0 ? info.sizes.length - 1 : 0);
                slider.dispatchEvent(new Event("input", { bubbles: true }));
                button.click();
                check(slider.value === String(wanted) && image.getAttribute("src") === info.sizes[wanted].src,
                      info.id + ": choosing a finding moves the slider to its size");
                var regions = info.sizes[wanted].regions[button.getAttribute("data-finding")] || [];
                var marks = element(screen, "-marks").querySelectorAll(".mark");
                check(marks.length === regions.length, info.id + ": the finding's regions are outlined (" + marks.length + ")");
                var frame = image.getBoundingClientRect();
                var inside = Array.prototype.every.call(marks, function (mark) {
                  var box = mark.getBoundingClientRect();
                  return box.width > 0 && box.height > 0 && box.left >= frame.left - 16 && box.right <= frame.right + 16
                    && box.top >= frame.top - 16 && box.bottom <= frame.bottom + 16;
                });
                check(inside, info.id + ": the outlines lie on the picture");
              }
              slider.value = String(start);
              slider.dispatchEvent(new Event("input", { bubbles: true }));
            });
            var sources = [];
            Array.prototype.forEach.call(document.images, function (image) { sources.push(image.getAttribute("src")); });
            data.screens.forEach(function (info) { info.sizes.forEach(function (size) { sources.push(size.src); }); });
            var loads = sources.filter(function (source, index) { return sources.indexOf(source) === index; }).map(function (source) {
              return new Promise(function (resolve) {
                var probe = new Image();
                probe.onload = function () { resolve(probe.naturalWidth > 0 ? null : source + " is empty"); };
                probe.onerror = function () { resolve(source + " does not load"); };
                probe.src = source;
              });
            });
            Promise.all(loads).then(function (results) {
              var broken = results.filter(function (result) { return result !== null; });
              check(broken.length === 0, loads.length + " pictures load" + (broken.length ? " (" + broken.join(", ") + ")" : ""));
              check(problems.length === 0, "no console errors" + (problems.length ? " (" + problems.join("; ") + ")" : ""));
              var output = document.createElement("pre");
              output.id = "selftest";
              output.textContent = (failed.length === 0 ? "PASS " : "FAIL ") + passed.length + " passed, " + failed.length + " failed\n"
                + failed.map(function (what) { return "failed: " + what; }).concat(passed.map(function (what) { return "ok: " + what; })).join("\n");
              document.body.appendChild(output);
            });
          }

          if (window.location.hash === "#selftest") {
            if (document.readyState === "complete") { selfTest(); } else { window.addEventListener("load", selfTest); }
          }
        })();

        """#
}
