/// The explorer page's HTML, CSS and JavaScript, with two placeholders the writer fills:
/// `__TITLE__` (escaped HTML) and `__SESSION__` (the session as JSON, with `<` escaped so no string
/// can close the script element). Plain JavaScript, no framework, nothing fetched: the page works
/// from `file://`.
///
/// The URL fragment drives it for tests and links: `#step=N` opens step N (from 0), `&press=N`
/// presses the right arrow key N times, `&click=K` clicks the step's K-th call, `&bare` shows the
/// viewport picture alone at one pixel per point, and `&selftest` writes a JSON report of what was
/// drawn into `<pre id="selftest">`, which a headless browser's `--dump-dom` prints
/// (`Tests/Browser/check-explorer.py`).
enum ExplorerPageTemplate {
    static let html = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>__TITLE__</title>
        <style>
        body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #1c1c1e; background: #f2f2f7; }
        header { padding: 8px 12px; background: #fff; border-bottom: 1px solid #c6c6c8; }
        h1 { font-size: 15px; margin: 0 0 6px; }
        #timeline { display: flex; gap: 8px; align-items: center; }
        #slider { flex: 1; }
        #stepname { font-weight: 600; min-width: 24em; }
        #note { color: #8e8e93; margin-top: 4px; }
        #trap { display: none; margin: 8px 12px; padding: 8px; background: #ffe5e5; border: 1px solid #ff3b30; color: #a00; white-space: pre-wrap; font-family: Menlo, monospace; }
        main { display: flex; flex-wrap: wrap; gap: 12px; padding: 12px; align-items: flex-start; }
        .side, .column { display: flex; gap: 12px; align-items: flex-start; }
        .column { flex-direction: column; }
        .panel { background: #fff; border: 1px solid #c6c6c8; border-radius: 6px; padding: 8px; }
        .panel h2 { font-size: 12px; margin: 0 0 6px; color: #6d6d72; text-transform: uppercase; }
        #calls { max-height: 440px; overflow: auto; font-family: Menlo, monospace; font-size: 11px; min-width: 26em; }
        #calls div { padding: 1px 4px; cursor: pointer; white-space: nowrap; }
        #calls div:hover { background: #e5e5ea; }
        #calls div.on { background: #007aff; color: #fff; }
        #calls .args { color: #8e8e93; } #calls div.on .args { color: #d0e4ff; }
        #queues div { margin: 2px 0; }
        .chip { display: inline-block; min-width: 20px; padding: 1px 3px; margin: 1px; border-radius: 3px; font-size: 10px; text-align: center; border: 1px solid #8e8e93; }
        #facts { font-size: 11px; color: #3a3a3c; margin-top: 6px; line-height: 1.5; max-width: 320px; }
        body.bare header, body.bare #trap, body.bare .side, body.bare #minipanel, body.bare .panel h2 { display: none; }
        body.bare main { padding: 0; } body.bare .panel { border: 0; padding: 0; border-radius: 0; }
        </style>
        </head>
        <body>
        <header>
        <h1>__TITLE__</h1>
        <div id="timeline"><button id="prev" title="previous step (←)">◀</button><input id="slider" type="range" min="0" value="0"><button id="next" title="next step (→)">▶</button><span id="counter"></span><span id="stepname"></span></div>
        <div id="note"></div>
        </header>
        <div id="trap"></div>
        <main>
        <div class="panel"><h2>Viewport</h2><svg id="viewport" xmlns="http://www.w3.org/2000/svg"></svg></div>
        <div class="panel" id="minipanel"><h2>Content</h2><svg id="minimap" width="120" height="480" xmlns="http://www.w3.org/2000/svg"></svg></div>
        <div class="side">
        <div class="panel"><h2>Calls in this step</h2><div id="calls"></div></div>
        <div class="column">
        <div class="panel"><h2>Reuse queues</h2><div id="queues"></div><div id="facts"></div></div>
        <div class="panel" id="movespanel"><h2>Batch update: old row → new row</h2><svg id="moves" width="320" height="240" xmlns="http://www.w3.org/2000/svg"></svg></div>
        </div>
        </div>
        </main>
        <pre id="selftest" hidden></pre>
        <script type="application/json" id="session">__SESSION__</script>
        <script>
        "use strict";
        var errors = [];
        window.addEventListener("error", function (e) { errors.push(String(e.message)); });
        var originalError = console.error;
        console.error = function () { errors.push(Array.prototype.join.call(arguments, " ")); originalError.apply(console, arguments); };

        var S = JSON.parse(document.getElementById("session").textContent);
        var NS = "http://www.w3.org/2000/svg";
        var $ = function (id) { return document.getElementById(id); };
        var current = 0, highlighted = -1, drawn = [];

        // Steps carry their sections and reuse queues only when they changed: fill them in forward.
        (function () {
          var sections = [], queues = [];
          S.steps.forEach(function (s) {
            if (s.s) sections = s.s; else s.s = sections;
            if (s.q) queues = s.q; else s.q = queues;
          });
        })();

        function el(parent, name, attrs, text) {
          var e = document.createElementNS(NS, name);
          for (var k in attrs) e.setAttribute(k, attrs[k]);
          if (text !== undefined) e.textContent = text;
          parent.appendChild(e);
          return e;
        }
        function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); }
        // A cell keeps its colour for the whole session, whichever row it shows.
        function colour(cell, light) { return "hsl(" + ((cell * 137.508) % 360).toFixed(1) + "," + (light ? "70%,90%)" : "60%,45%)"); }
        function fmt(v) { return Math.round(v * 10) / 10; }
        function globalRow(step, section, row) {
          var s = step.s[section];
          return s ? s[0] + row : -1;
        }
        // Where a row is: its frame when displayed, else its place in its section's extent (rows there
        // are not known one by one, so this is an estimate for the minimap only).
        function rowY(step, g) {
          for (var i = 0; i < step.r.length; i++) if (step.r[i][0] === g) return [step.r[i][3], step.r[i][4]];
          for (var j = 0; j < step.s.length; j++) {
            var s = step.s[j];
            if (g >= s[0] && g < s[0] + s[1]) return [s[2] + (s[3] - s[2]) * (g - s[0]) / s[1], (s[3] - s[2]) / s[1]];
          }
          return null;
        }

        function drawViewport(step) {
          var svg = $("viewport"), w = step.w, h = step.vh;
          clear(svg);
          svg.setAttribute("width", w); svg.setAttribute("height", h);
          svg.setAttribute("viewBox", "0 " + step.o + " " + w + " " + h);
          el(svg, "rect", { x: 0, y: step.o, width: w, height: h, fill: "#f2f2f7" });
          drawn = [];
          step.r.forEach(function (r) {
            // r: [global, section, row, y, height, cell, text, selected]
            var g = el(svg, "g", { "class": "cell", "data-global-row": r[0], "data-cell": r[5] });
            el(g, "rect", { x: 0, y: r[3], width: w, height: r[4], fill: r[7] ? "#d1d1d6" : colour(r[5], true), stroke: "#c6c6c8" });
            el(g, "rect", { x: 0, y: r[3], width: 6, height: r[4], fill: colour(r[5], false) });
            if (r[6]) el(g, "text", { x: 16, y: r[3] + r[4] / 2 + 4.5, fill: "#000", "font-size": 13 }, r[6]);
            el(g, "text", { x: w - 6, y: r[3] + r[4] - 6, "text-anchor": "end", "font-size": 9, fill: "#6d6d72" }, "[" + r[1] + ", " + r[2] + "] · cell #" + r[5]);
            drawn.push({ globalRow: r[0], section: r[1], row: r[2], y: r[3], height: r[4], cell: r[5] });
            if (r[0] === highlighted) el(svg, "rect", { id: "highlight", x: 1.5, y: r[3] + 1.5, width: w - 3, height: r[4] - 3, fill: "none", stroke: "#007aff", "stroke-width": 3 });
          });
          ["hd", "ft"].forEach(function (k) {
            step[k].forEach(function (v) {
              el(svg, "rect", { "class": k === "hd" ? "header" : "footer", x: 0, y: v[1], width: w, height: v[2], fill: "#e5e5ea", stroke: "#c6c6c8" });
              if (v[3]) el(svg, "text", { x: 16, y: v[1] + v[2] / 2 + 4.5, fill: "#6d6d72" }, v[3]);
            });
          });
          el(svg, "rect", { x: 1, y: step.o + 1, width: w - 2, height: h - 2, fill: "none", stroke: "#ff3b30", "stroke-width": 2 });
        }

        function drawMinimap(step) {
          var svg = $("minimap"), H = 480, W = 120, total = Math.max(step.h, step.o + step.vh, 1);
          var scale = H / total;
          clear(svg);
          el(svg, "rect", { x: 0, y: 0, width: W, height: H, fill: "#fff", stroke: "#c6c6c8" });
          // At most a few hundred section bands: a larger table's bands would be below a pixel each.
          var every = Math.max(1, Math.ceil(step.s.length / 400));
          for (var i = 0; i < step.s.length; i += every) {
            var s = step.s[i];
            el(svg, "rect", { x: 2, y: s[2] * scale, width: W - 4, height: Math.max(0.5, (s[3] - s[2]) * scale), fill: i % 2 ? "#ececf1" : "#f9f9fb" });
          }
          step.r.forEach(function (r) {
            el(svg, "rect", { x: 2, y: r[3] * scale, width: W - 4, height: Math.max(1, r[4] * scale), fill: colour(r[5], false) });
          });
          // The viewport's rectangle, at least a few pixels tall however large the content.
          var vy = step.o * scale, vh = Math.max(4, step.vh * scale);
          el(svg, "rect", { id: "minimap-viewport", x: 1, y: Math.min(vy, H - vh), width: W - 2, height: vh, fill: "rgba(255,59,48,0.12)", stroke: "#ff3b30", "stroke-width": 2 });
          if (highlighted >= 0) {
            var at = rowY(step, highlighted);
            if (at) el(svg, "rect", { x: 0, y: at[0] * scale - 1, width: W, height: Math.max(2, at[1] * scale), fill: "#007aff" });
          }
          el(svg, "text", { x: 4, y: H - 4, "font-size": 9, fill: "#6d6d72" }, fmt(total) + " pt");
        }

        function drawCalls(step) {
          var box = $("calls");
          clear(box);
          if (!step.c.length) { box.textContent = "No calls."; return; }
          var fragment = document.createDocumentFragment();
          step.c.forEach(function (c, i) {
            // c: [selector index, arguments, section, row] (section and row when the call is about a row)
            var d = document.createElement("div");
            d.dataset.index = i;
            if (c.length > 3) d.dataset.globalRow = globalRow(step, c[2], c[3]);
            d.appendChild(document.createTextNode(S.sel[c[0]] + " "));
            var a = document.createElement("span"); a.className = "args"; a.textContent = c[1]; d.appendChild(a);
            fragment.appendChild(d);
          });
          box.appendChild(fragment);
        }

        function clickCall(i) {
          var d = $("calls").children[i];
          if (!d || !d.dataset) return;
          Array.prototype.forEach.call($("calls").querySelectorAll(".on"), function (e) { e.classList.remove("on"); });
          d.classList.add("on");
          if (d.scrollIntoView) d.scrollIntoView({ block: "nearest" });
          highlighted = d.dataset.globalRow !== undefined ? Number(d.dataset.globalRow) : -1;
          var step = S.steps[current];
          drawViewport(step); drawMinimap(step);
        }

        function drawQueues(step) {
          var box = $("queues");
          clear(box);
          if (!step.q.length) box.textContent = "No reuse identifier used yet.";
          step.q.forEach(function (q) {
            var d = document.createElement("div");
            d.appendChild(document.createTextNode(q[0] + ": "));
            if (!q[1].length) d.appendChild(document.createTextNode("empty"));
            q[1].forEach(function (cell) {
              var c = document.createElement("span"); c.className = "chip"; c.textContent = "#" + cell;
              c.style.background = colour(cell, true); c.style.borderColor = colour(cell, false);
              d.appendChild(c);
            });
            box.appendChild(d);
          });
          $("facts").textContent = "offset " + fmt(step.o) + " pt · content " + fmt(step.w) + " × " + fmt(step.h) + " pt · " +
            step.s.length + " section(s), " + (step.s.length ? step.s[step.s.length - 1][0] + step.s[step.s.length - 1][1] : 0) + " rows · " +
            step.r.length + " displayed row(s)" + (step.ds ? "" : " · no data source");
        }

        function drawMoves(step) {
          var panel = $("movespanel"), svg = $("moves");
          clear(svg);
          panel.style.display = step.m ? "" : "none";
          if (!step.m) return;
          var W = 320, H = 240, m = step.m;
          var olds = m.map(function (x) { return x[0]; }), news = m.filter(function (x) { return x[2] >= 0; }).map(function (x) { return x[2]; });
          var lo = Math.min.apply(null, olds.concat(news)), hi = Math.max.apply(null, olds.concat(news)) + 1;
          var y = function (g) { return 24 + (H - 34) * (g - lo) / Math.max(1, hi - lo); };
          var labels = m.length <= 40;
          el(svg, "text", { x: 4, y: 10, "font-size": 10, fill: "#6d6d72" }, "old");
          el(svg, "text", { x: W - 40, y: 10, "font-size": 10, fill: "#6d6d72" }, "new");
          m.forEach(function (x) {
            var y0 = y(x[0]);
            if (x[2] >= 0) {
              var y1 = y(x[2]);
              el(svg, "path", { "class": "move", d: "M60," + y0 + " C160," + y0 + " 160," + y1 + " 260," + y1, fill: "none", stroke: x[0] === x[2] ? "#c6c6c8" : "#007aff" });
              if (labels) el(svg, "text", { x: 264, y: y1 + 3, "font-size": 9 }, x[3]);
            } else {
              el(svg, "path", { "class": "out", d: "M60," + y0 + " L150," + y0, fill: "none", stroke: "#ff3b30" });
              el(svg, "text", { x: 152, y: y0 + 3, "font-size": 9, fill: "#ff3b30" }, "✕ out");
            }
            if (labels) el(svg, "text", { x: 4, y: y0 + 3, "font-size": 9 }, x[1]);
          });
        }

        function show(i) {
          if (!S.steps.length) return;
          current = Math.max(0, Math.min(S.steps.length - 1, i));
          highlighted = -1;
          var step = S.steps[current];
          $("slider").value = current;
          $("counter").textContent = "step " + (current + 1) + " of " + S.steps.length + ":";
          $("stepname").textContent = step.n;
          $("trap").style.display = step.t ? "block" : "none";
          $("trap").textContent = step.t ? "The table trapped in this step: " + step.t : "";
          drawViewport(step); drawMinimap(step); drawCalls(step); drawQueues(step); drawMoves(step);
          if (location.hash.indexOf("selftest") < 0) history.replaceState(null, "", "#step=" + current);
        }

        function start() {
          var n = S.steps.length;
          $("slider").max = Math.max(0, n - 1);
          $("note").textContent = S.note || "";
          if (!n) {
            $("stepname").textContent = "This session has no steps.";
            Array.prototype.forEach.call(document.querySelectorAll("main"), function (e) { e.style.display = "none"; });
          }
          $("slider").addEventListener("input", function () { show(Number(this.value)); });
          $("prev").addEventListener("click", function () { show(current - 1); });
          $("next").addEventListener("click", function () { show(current + 1); });
          document.addEventListener("keydown", function (e) {
            if (e.key === "ArrowLeft") { show(current - 1); e.preventDefault(); }
            if (e.key === "ArrowRight") { show(current + 1); e.preventDefault(); }
          });
          $("calls").addEventListener("click", function (e) {
            var d = e.target.closest("div[data-index]");
            if (d) clickCall(Number(d.dataset.index));
          });
          // The fragment picks a step (#step=N), a call to click (&click=K), the picture alone (&bare),
          // and a report of what was drawn for tests (&selftest).
          var args = {};
          location.hash.replace(/^#/, "").split("&").forEach(function (p) { var kv = p.split("="); if (kv[0]) args[kv[0]] = kv.length > 1 ? kv[1] : true; });
          if (args.bare) document.body.classList.add("bare");
          show(args.step !== undefined ? Number(args.step) : 0);
          // &press=N presses the right arrow N times (the left one for a negative N), as a person scrubs.
          var presses = Number(args.press || 0);
          for (var p = 0; p < Math.abs(presses); p++) {
            document.dispatchEvent(new KeyboardEvent("keydown", { key: presses > 0 ? "ArrowRight" : "ArrowLeft", bubbles: true }));
          }
          if (args.click !== undefined) clickCall(Number(args.click));
          if (args.selftest) {
            var step = S.steps[current];
            var report = {
              steps: n, step: current, name: n ? step.n : $("stepname").textContent, trap: n && step.t ? $("trap").textContent : null,
              note: $("note").textContent, rows: drawn, highlighted: highlighted,
              highlightedDrawn: !!$("highlight"), clicked: $("calls").querySelector(".on") ? $("calls").querySelector(".on").textContent : null,
              calls: n ? step.c.length : 0, queues: n ? $("queues").textContent : "", moves: document.querySelectorAll("#moves path").length,
              outs: document.querySelectorAll("#moves path.out").length, slider: Number($("slider").value),
              readyMs: Math.round(performance.now()), errors: errors
            };
            $("selftest").textContent = JSON.stringify(report);
          }
        }
        try { start(); } catch (e) { errors.push(String(e)); $("selftest").textContent = JSON.stringify({ errors: errors }); }
        </script>
        </body>
        </html>
        """#
}
