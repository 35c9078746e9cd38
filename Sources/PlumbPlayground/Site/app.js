// Plumb playground: the editor, the live picture and the dynamics player. Plain JavaScript, no
// libraries. Every change posts the spec to /api/layout (frames, diagnostics, constraints) and
// /api/render (the SVG picture) and draws the answer; requests carry a sequence number so that a
// slow answer never overwrites a newer one. Dragging the root's corner uses a drag session
// (/api/drag, a WebSocket) instead: the server builds the tree once and re-solves it at each size.
"use strict";

const $ = (id) => document.getElementById(id);
const source = $("source");
const gutter = $("gutter");
const marks = $("marks");
const bubble = $("error-bubble");
const picture = $("picture");
const corner = $("corner");
const info = $("info");
const statusLine = $("status");
const LINE = 18; // px, the editor's line height (style.css --line)
const SVG_NS = "http://www.w3.org/2000/svg";

const state = {
  file: "<spec>",
  size: null, // {width, height} or null for the spec's own size
  direction: null, // "ltr", "rtl" or null for the spec's own
  spacing: "",
  overlay: false,
  layout: null, // the last good /api/layout answer
  svg: "", // the last good /api/render answer
  highlightedLines: [],
  revision: 0,
  dragAnswers: 0, // answers of drag sessions (/api/drag), for the browser tests
};
let sequence = 0;
let shown = 0;
let inFlight = false;
let pending = false;

// ---- the editor -------------------------------------------------------------------------------

function lineCount() {
  return source.value.split("\n").length;
}

function renderGutter() {
  const count = lineCount();
  const error = state.error && state.error.line;
  const lit = new Set(state.highlightedLines);
  let html = "";
  for (let n = 1; n <= count; n++) {
    const cls = n === error ? "error" : lit.has(n) ? "highlighted" : "";
    html += `<div data-line="${n}" class="${cls}">${n}</div>`;
  }
  gutter.innerHTML = html;
  syncScroll();
}

function renderMarks() {
  marks.innerHTML = "";
  for (const line of state.highlightedLines) {
    const mark = document.createElement("div");
    mark.className = "mark";
    mark.dataset.line = line;
    marks.appendChild(mark);
  }
  syncScroll();
}

// The top of a line's box in the editor's coordinates (the textarea has a 6 px top padding).
function lineTop(line) {
  return 6 + (line - 1) * LINE - source.scrollTop;
}

function columnLeft(column) {
  return gutter.offsetWidth + 8 + (column - 1) * charWidth() - source.scrollLeft;
}

let measuredCharWidth = 0;
function charWidth() {
  if (!measuredCharWidth) {
    const probe = document.createElement("span");
    probe.style.font = getComputedStyle(source).font;
    probe.style.visibility = "hidden";
    probe.style.position = "absolute";
    probe.textContent = "0".repeat(100);
    document.body.appendChild(probe);
    measuredCharWidth = probe.getBoundingClientRect().width / 100;
    probe.remove();
  }
  return measuredCharWidth;
}

function syncScroll() {
  gutter.scrollTop = source.scrollTop;
  for (const mark of marks.children) mark.style.top = `${lineTop(Number(mark.dataset.line))}px`;
  placeBubble();
}

function placeBubble() {
  if (!state.error) {
    bubble.hidden = true;
    return;
  }
  const { line, column } = state.error;
  bubble.hidden = false;
  bubble.textContent = state.error.error;
  bubble.dataset.line = line;
  bubble.dataset.column = column;
  const left = Math.max(gutter.offsetWidth + 4, Math.min(columnLeft(column) - 8, source.clientWidth - 120));
  bubble.style.left = `${left}px`;
  bubble.style.top = `${lineTop(line) + LINE + 6}px`;
  bubble.style.setProperty("--caret", `${Math.max(4, columnLeft(column) - left - 5)}px`);
}

function setSource(text, file) {
  source.value = text;
  state.file = file || "<spec>";
  $("file-name").textContent = state.file;
  state.highlightedLines = [];
  renderGutter();
  renderMarks();
  refresh();
}

// ---- talking to the server ----------------------------------------------------------------------

function requestBody(extra) {
  const body = { spec: source.value, file: state.file, ...extra };
  if (state.size) body.sizes = [state.size];
  if (state.direction) body.direction = state.direction;
  if (state.spacing) body.spacing = state.spacing;
  return JSON.stringify(body);
}

async function post(route, body) {
  const response = await fetch(`/api/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

// Lays out and draws the editor's spec; while a request is out, later calls coalesce into one.
async function refresh() {
  if (inFlight) {
    pending = true;
    return;
  }
  inFlight = true;
  const mine = ++sequence;
  const started = performance.now();
  try {
    const [layout, render] = await Promise.all([
      post("layout", requestBody({ constraints: true })),
      post("render", requestBody({ overlay: state.overlay })),
    ]);
    if (mine < shown) return;
    shown = mine;
    if (layout.status !== 200 || render.status !== 200) {
      const failed = layout.status !== 200 ? layout : render;
      showError(JSON.parse(failed.text));
    } else {
      state.error = null;
      state.layout = JSON.parse(layout.text);
      state.svg = render.text;
      drawPicture();
      showDiagnostics();
      const ms = Math.round(performance.now() - started);
      const size = state.layout.size;
      setStatus(`${size.width} × ${size.height} · ${state.layout.diagnostics.length} diagnostics · ${ms} ms`);
      if (!$("dynamics-tab").hidden) simulate(); // the dynamics follow the editor too
    }
    renderGutter();
    state.revision++;
    document.body.dataset.revision = state.revision;
  } catch (error) {
    setStatus(`the server did not answer: ${error}`, true);
  } finally {
    inFlight = false;
    if (pending) {
      pending = false;
      refresh();
    }
  }
}

function showError(error) {
  state.error = error;
  picture.classList.add("stale");
  setStatus(error.error.split("\n")[0], true);
  placeBubble();
}

function setStatus(text, isError = false) {
  statusLine.textContent = text;
  statusLine.classList.toggle("error", isError);
}

let debounceTimer = 0;
function scheduleRefresh() {
  clearTimeout(debounceTimer);
  debounceTimer = setTimeout(() => {
    debounceTimer = 0;
    refresh();
  }, 250);
}

// ---- the picture ------------------------------------------------------------------------------

// The panel group of the server's SVG: the root's coordinate system, in points.
function panelGroup(svg) {
  return [...svg.children].find((child) => child.tagName === "g" && child.getAttribute("transform"));
}

function drawPicture() {
  picture.classList.remove("stale");
  picture.innerHTML = state.svg.replace(/^<\?xml[^>]*>\s*/, "");
  const svg = picture.querySelector("svg");
  const panel = panelGroup(svg);
  if (!panel) return;
  // Constraints drawn by the overlay: titled "SPEC (line N)"; give each a wide invisible line to
  // hover and remember its line.
  const constraints = [...panel.children].filter((g) => g.tagName === "g" && g.querySelector(":scope > title"));
  for (const group of constraints) {
    const title = group.querySelector(":scope > title").textContent;
    const match = title.match(/\(line (\d+)\)/);
    group.classList.add("constraint");
    group.dataset.title = title;
    if (match) group.dataset.line = match[1];
    for (const line of group.querySelectorAll("line")) {
      const hit = line.cloneNode();
      hit.setAttribute("class", "hit");
      group.appendChild(hit);
    }
    group.addEventListener("mouseenter", () => {
      info.textContent = title;
    });
    group.addEventListener("click", () => {
      if (match) highlight([Number(match[1])], []);
    });
  }
  // One transparent rectangle per view, under the constraints, for hovering.
  const hits = document.createElementNS(SVG_NS, "g");
  hits.setAttribute("id", "view-hits");
  for (const [name, view] of Object.entries(state.layout.views)) {
    const frame = view.absoluteFrame;
    const rect = document.createElementNS(SVG_NS, "rect");
    rect.setAttribute("class", "view-hit");
    rect.setAttribute("x", frame.x);
    rect.setAttribute("y", frame.y);
    rect.setAttribute("width", frame.width);
    rect.setAttribute("height", frame.height);
    rect.dataset.name = name;
    rect.addEventListener("mouseenter", () => {
      const f = view.frame;
      info.textContent = `${name}: x ${f.x}, y ${f.y}, ${f.width} × ${f.height}` +
        (view.superview ? ` in ${view.superview}` : "");
    });
    hits.appendChild(rect);
  }
  panel.insertBefore(hits, constraints[0] || null);
  placeCorner();
  applyHighlight();
}

// The handle at the root's bottom-right corner, in the scroller's coordinates.
function placeCorner() {
  const svg = picture.querySelector("svg");
  const panel = svg && panelGroup(svg);
  if (!panel || !state.layout) {
    corner.hidden = true;
    return;
  }
  const origin = panel.getAttribute("transform").match(/translate\(([-\d.]+),([-\d.]+)\)/);
  corner.hidden = false;
  corner.style.left = `${Number(origin[1]) + state.layout.size.width}px`;
  corner.style.top = `${Number(origin[2]) + state.layout.size.height}px`;
}

function showDiagnostics() {
  const list = $("diagnostics");
  list.innerHTML = "";
  state.layout.diagnostics.forEach((diagnostic, index) => {
    const item = document.createElement("li");
    item.className = diagnostic.kind;
    item.dataset.index = index;
    item.textContent = `${diagnostic.kind}: ${diagnostic.message}`;
    item.addEventListener("click", () => selectDiagnostic(index));
    list.appendChild(item);
  });
}

// Highlights a diagnostic's constraints in the picture (turning the overlay on) and its lines in
// the editor.
function selectDiagnostic(index) {
  const diagnostic = state.layout.diagnostics[index];
  const lines = (diagnostic.constraints || []).map((c) => c.line).filter((line) => line);
  if (diagnostic.broken && diagnostic.broken.line) lines.push(diagnostic.broken.line);
  for (const item of $("diagnostics").children) item.classList.toggle("selected", Number(item.dataset.index) === index);
  highlight(lines, diagnostic.view ? [diagnostic.view] : []);
  if (lines.length) {
    source.scrollTop = Math.max(0, (Math.min(...lines) - 3) * LINE);
    syncScroll();
  }
  if (!state.overlay) {
    state.overlay = true;
    $("overlay").checked = true;
    refresh();
  }
}

function highlight(lines, views) {
  state.highlightedLines = [...new Set(lines)].sort((a, b) => a - b);
  state.highlightedViews = views;
  renderGutter();
  renderMarks();
  applyHighlight();
}

function applyHighlight() {
  const lit = new Set(state.highlightedLines.map(String));
  const any = lit.size > 0;
  for (const group of picture.querySelectorAll(".constraint")) {
    const on = lit.has(group.dataset.line);
    group.classList.toggle("highlighted", on);
    group.classList.toggle("dimmed", any && !on);
  }
  const views = new Set(state.highlightedViews || []);
  for (const rect of picture.querySelectorAll(".view-hit")) rect.classList.toggle("highlighted", views.has(rect.dataset.name));
}

// ---- sizes, rotation, dragging -----------------------------------------------------------------

function currentSize() {
  return state.size || (state.layout && state.layout.size) || { width: 320, height: 568 };
}

function chooseSize(size) {
  state.size = { width: Math.max(0, Math.round(size.width)), height: Math.max(0, Math.round(size.height)) };
  for (const button of document.querySelectorAll(".preset")) {
    button.classList.toggle("active", button.dataset.size === `${state.size.width}x${state.size.height}`);
  }
}

function setSize(size) {
  chooseSize(size);
  refresh();
}

// ---- the drag session ---------------------------------------------------------------------------
// One WebSocket per drag: its first message is the layout request at the current size, each later
// one a size, {width, height}; every answer is {layout, svg} (or an error's JSON), as /api/layout
// and /api/render give them. One message is out at a time, the latest size next. When the socket
// fails, the drag goes on with refresh().
let drag = null; // {socket, open, busy, sent, failed, released}
const busySessions = new Set(); // the sessions with a message out

function setBusy(session, busy) {
  session.busy = busy;
  if (busy) busySessions.add(session);
  else busySessions.delete(session);
}

function openDragSession() {
  const session = { socket: null, open: false, busy: false, sent: null, failed: false, released: false };
  try {
    session.socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/drag`);
  } catch (error) {
    session.failed = true;
    return session;
  }
  session.socket.addEventListener("open", () => {
    session.open = true;
    sendDragSize(session);
  });
  session.socket.addEventListener("message", (event) => showDragAnswer(session, event.data));
  const fail = () => {
    if (session.failed || (session.released && !session.busy)) return;
    session.failed = true;
    setBusy(session, false);
    refresh(); // the fallback: the latest size by the ordinary requests
  };
  session.socket.addEventListener("error", fail);
  session.socket.addEventListener("close", fail);
  return session;
}

// Sends the latest size when the session is open and idle: the layout request first, then sizes.
function sendDragSize(session) {
  if (!session.open || session.busy || session.failed) return;
  const size = `${state.size.width}x${state.size.height}`;
  if (session.sent === size) {
    if (session.released) session.socket.close(1000);
    return;
  }
  const message =
    session.sent === null ? requestBody({ constraints: true, overlay: state.overlay }) : JSON.stringify(state.size);
  session.sent = size;
  setBusy(session, true);
  session.socket.send(message);
}

function showDragAnswer(session, text) {
  if (session.failed) return; // the requests took over
  setBusy(session, false);
  const answer = JSON.parse(text);
  shown = ++sequence; // newer than any request still out
  if (answer.error) {
    showError(answer);
  } else {
    state.error = null;
    state.layout = answer.layout;
    state.svg = answer.svg;
    drawPicture();
    showDiagnostics();
    const size = state.layout.size;
    setStatus(`${size.width} × ${size.height} · ${state.layout.diagnostics.length} diagnostics · drag session`);
  }
  renderGutter();
  state.revision++;
  state.dragAnswers++;
  document.body.dataset.revision = state.revision;
  document.body.dataset.dragAnswers = state.dragAnswers;
  sendDragSize(session);
}

function dragTo(size) {
  chooseSize(size);
  if (!drag || drag.failed) return refresh(); // coalesced: one request out at a time
  sendDragSize(drag);
}

function endDrag() {
  const session = drag;
  drag = null;
  if (!session) return;
  session.released = true;
  if (session.failed) return;
  if (!session.open) {
    session.failed = true;
    session.socket.close(1000);
    refresh();
  } else sendDragSize(session); // closes the socket once the last size is answered
}

for (const button of document.querySelectorAll(".preset")) {
  button.addEventListener("click", () => {
    const [width, height] = button.dataset.size.split("x").map(Number);
    setSize({ width, height });
  });
}
$("rotate").addEventListener("click", () => {
  const size = currentSize();
  setSize({ width: size.height, height: size.width });
});

corner.addEventListener("pointerdown", (event) => {
  event.preventDefault();
  corner.setPointerCapture(event.pointerId);
  const start = {
    x: event.clientX,
    y: event.clientY,
    left: parseFloat(corner.style.left),
    top: parseFloat(corner.style.top),
    size: { ...currentSize() },
  };
  chooseSize(start.size);
  drag = openDragSession();
  const move = (moveEvent) => {
    const dx = moveEvent.clientX - start.x;
    const dy = moveEvent.clientY - start.y;
    const width = start.size.width + dx;
    const height = start.size.height + dy;
    corner.style.left = `${start.left + dx}px`;
    corner.style.top = `${start.top + dy}px`;
    dragTo({ width, height }); // one message out at a time, the latest size next
  };
  const up = () => {
    corner.removeEventListener("pointermove", move);
    corner.removeEventListener("pointerup", up);
    endDrag();
  };
  corner.addEventListener("pointermove", move);
  corner.addEventListener("pointerup", up);
});

$("direction").addEventListener("click", () => {
  const rtl = $("direction").textContent === "LTR";
  state.direction = rtl ? "rtl" : "ltr";
  $("direction").textContent = rtl ? "RTL" : "LTR";
  $("direction").setAttribute("aria-pressed", String(rtl));
  refresh();
});
$("spacing").addEventListener("change", () => {
  state.spacing = $("spacing").value;
  refresh();
});
$("overlay").addEventListener("change", () => {
  state.overlay = $("overlay").checked;
  refresh();
});

// ---- examples, preloading, sharing ---------------------------------------------------------------

async function loadExample(file) {
  const response = await fetch(`/examples/${file}`);
  state.size = null;
  setSource(await response.text(), file);
}

async function loadExamples() {
  const examples = await (await fetch("/examples/examples.json")).json();
  const select = $("examples");
  for (const example of examples) {
    const option = document.createElement("option");
    option.value = example.file;
    option.textContent = example.title;
    select.appendChild(option);
  }
  select.addEventListener("change", () => {
    if (select.value) loadExample(select.value);
  });
  return examples;
}

function toBase64URL(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64URL(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const output = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

// The share link: the spec deflated into the fragment, with the size, direction and spacing.
async function shareLink() {
  const packed = await pipe(new TextEncoder().encode(source.value), new CompressionStream("deflate-raw"));
  const params = new URLSearchParams();
  params.set("spec", toBase64URL(packed));
  params.set("file", state.file);
  if (state.size) params.set("size", `${state.size.width}x${state.size.height}`);
  if (state.direction) params.set("direction", state.direction);
  if (state.spacing) params.set("spacing", state.spacing);
  return `${location.origin}${location.pathname}#${params}`;
}

async function openSharedLink() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (!params.get("spec")) return false;
  const bytes = await pipe(fromBase64URL(params.get("spec")), new DecompressionStream("deflate-raw"));
  if (params.get("size")) {
    const [width, height] = params.get("size").split("x").map(Number);
    state.size = { width, height };
  }
  if (params.get("direction")) {
    state.direction = params.get("direction");
    $("direction").textContent = state.direction.toUpperCase();
  }
  if (params.get("spacing")) {
    state.spacing = params.get("spacing");
    $("spacing").value = state.spacing;
  }
  setSource(new TextDecoder().decode(bytes), params.get("file") || "<spec>");
  return true;
}

$("share").addEventListener("click", async () => {
  const url = await shareLink();
  history.replaceState(null, "", url);
  $("share-box").hidden = false;
  $("share-url").value = url;
  $("share-url").select();
  try {
    await navigator.clipboard.writeText(url);
    setStatus("share link copied");
  } catch {
    setStatus("share link below");
  }
});

$("download").addEventListener("click", () => {
  if (!state.svg) return;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([state.svg], { type: "image/svg+xml" }));
  link.download = `${state.file.replace(/^.*\//, "").replace(/\.[^.]*$/, "").replace(/[<>]/g, "") || "spec"}.svg`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
});

// ---- the dynamics tab ----------------------------------------------------------------------------

let simulationSVG = null;
let playing = false;

function showTab(name) {
  for (const tab of document.querySelectorAll(".tab")) tab.classList.toggle("active", tab.dataset.tab === name);
  $("layout-tab").hidden = name !== "layout";
  $("dynamics-tab").hidden = name !== "dynamics";
  if (name === "dynamics") simulate();
}

for (const tab of document.querySelectorAll(".tab")) tab.addEventListener("click", () => showTab(tab.dataset.tab));

async function simulate() {
  const duration = Number($("duration").value) || 3;
  const answer = await post("simulate", requestBody({ duration, fps: 30, format: "both" }));
  const container = $("simulation");
  if (answer.status !== 200) {
    const error = JSON.parse(answer.text);
    container.textContent = error.error;
    showError(error);
    renderGutter();
    return;
  }
  const result = JSON.parse(answer.text);
  container.innerHTML = result.svg.replace(/^<\?xml[^>]*>\s*/, "");
  simulationSVG = container.querySelector("svg");
  simulationSVG.pauseAnimations();
  simulationSVG.setCurrentTime(0);
  $("time").max = duration;
  $("time").value = 0;
  container.dataset.frames = result.simulation.frames.length;
  const paused = result.simulation.pausedAt;
  setStatus(`${result.simulation.frames.length} frames` + (paused === null ? "" : ` · paused at ${paused} s`));
  playing = false;
}

function showTime(t) {
  $("time").value = t;
  $("time-label").textContent = `${Number(t).toFixed(2)} s`;
}

function tick() {
  if (!playing || !simulationSVG) return;
  const duration = Number($("time").max);
  const t = simulationSVG.getCurrentTime();
  if (t >= duration) {
    simulationSVG.setCurrentTime(duration - 1e-3);
    simulationSVG.pauseAnimations();
    playing = false;
    showTime(duration);
    return;
  }
  showTime(t);
  requestAnimationFrame(tick);
}

$("play").addEventListener("click", () => {
  if (!simulationSVG) return;
  if (simulationSVG.getCurrentTime() >= Number($("time").max) - 0.01) simulationSVG.setCurrentTime(0);
  simulationSVG.unpauseAnimations();
  playing = true;
  requestAnimationFrame(tick);
});
$("pause").addEventListener("click", () => {
  if (!simulationSVG) return;
  simulationSVG.pauseAnimations();
  playing = false;
});
$("time").addEventListener("input", () => {
  if (!simulationSVG) return;
  simulationSVG.pauseAnimations();
  playing = false;
  simulationSVG.setCurrentTime(Number($("time").value));
  showTime($("time").value);
});
$("duration").addEventListener("change", simulate);

// ---- start ---------------------------------------------------------------------------------------

source.addEventListener("input", () => {
  renderGutter();
  scheduleRefresh();
});
source.addEventListener("scroll", syncScroll);
source.addEventListener("keydown", (event) => {
  if (event.key === "Tab") {
    event.preventDefault();
    const start = source.selectionStart;
    source.setRangeText("  ", start, source.selectionEnd, "end");
    source.dispatchEvent(new Event("input"));
  }
});
picture.addEventListener("mouseleave", () => {
  info.textContent = "Hover a view or a constraint.";
});
window.addEventListener("hashchange", openSharedLink);

// For the browser tests: whether no layout is waiting or out.
window.plumb = {
  state,
  idle: () => !inFlight && !pending && debounceTimer === 0 && !drag && busySessions.size === 0,
};

(async function start() {
  const examples = await loadExamples();
  if (await openSharedLink()) return;
  const preload = await (await fetch("/api/preload")).json();
  if (preload) return setSource(preload.spec, preload.file);
  $("examples").value = examples[0].file;
  await loadExample(examples[0].file);
})();
